// app.js: the calcsolve page. A classic script (no imports), so calcsolve.html
// can inline it. It holds no game rule: validation, button colour families,
// canonical labels, solutions and every value shown come from the C engine,
// which runs in a Web Worker (worker.js). User text only ever reaches the page
// through textContent and attribute setters, never as HTML.
(function () {
  'use strict';

  // ---------------------------------------------------------------- basics
  const params = new URLSearchParams(location.search);
  const EMBED = params.get('embed') === '1';
  if (EMBED) document.documentElement.classList.add('embed');
  const SINGLE_FILE = typeof CALCSOLVE_WORKER_SOURCE === 'string';
  const MAX_HASH = 2000;
  const MAX_SHOWN = 60; // characters of user text quoted in a message

  const $ = (id) => document.getElementById(id);

  // el('li', {className: 'x', text: 'y', attrs: {...}}, [children])
  function el(tag, props, children) {
    const node = document.createElement(tag);
    if (props) {
      if (props.className) node.className = props.className;
      if (props.text !== undefined && props.text !== null) node.textContent = String(props.text);
      if (props.attrs) for (const name of Object.keys(props.attrs)) node.setAttribute(name, props.attrs[name]);
    }
    if (children) for (const child of children) if (child) node.append(child);
    return node;
  }
  const svgEl = (tag, attrs) => {
    const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    if (attrs) for (const name of Object.keys(attrs)) node.setAttribute(name, String(attrs[name]));
    return node;
  };

  // A piece of user text for a message: quoted, one line, cut short.
  function quote(text) {
    let t = String(text).replace(/[\u0000-\u001f\u007f]+/g, ' ');
    if (t.length > MAX_SHOWN) t = t.slice(0, MAX_SHOWN) + '…';
    return '“' + t + '”';
  }
  const plural = (n, one, many) => (n === 1 ? one : many || one + 's');
  // 1234567 -> "1,234,567". Not toLocaleString: its first call loads the locale
  // data, about 50 ms on the page's first solution.
  const formatInt = (n) => (Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : String(n));
  function formatMs(ms) {
    if (ms < 1) return '<1 ms';
    if (ms < 1000) return Math.round(ms) + ' ms';
    return (ms / 1000).toFixed(ms < 10000 ? 2 : 1) + ' s';
  }

  // a Play button shows Pause while playing
  function setPlaying(button, on) {
    button.classList.toggle('playing', on);
    button.setAttribute('aria-pressed', on ? 'true' : 'false');
    button.querySelector('.btn-label').textContent = on ? 'Pause' : 'Play';
  }

  // ---------------------------------------------------------------- notice
  function showNotice(text) {
    $('notice-text').textContent = text;
    $('notice').hidden = false;
  }
  function clearNotice() {
    $('notice').hidden = true;
    $('notice-text').textContent = '';
  }

  // ---------------------------------------------------------------- workers
  let blobUrl = null;
  function makeWorker() {
    if (SINGLE_FILE) {
      if (!blobUrl) blobUrl = URL.createObjectURL(new Blob([CALCSOLVE_WORKER_SOURCE], { type: 'text/javascript' }));
      return new Worker(blobUrl, { name: 'calcsolve' });
    }
    return new Worker('worker.js', { type: 'module', name: 'calcsolve' });
  }

  class Cancelled extends Error {
    constructor() {
      super('cancelled');
      this.cancelled = true;
    }
  }

  // One engine in one worker; requests are answered in order.
  class EngineClient {
    constructor() {
      this.nextId = 1;
      this.pending = new Map();
      this.start();
    }
    start() {
      this.worker = makeWorker();
      this.fatal = null;
      this.ready = new Promise((resolve) => {
        this.markReady = resolve;
      });
      this.worker.onmessage = (event) => this.receive(event.data || {});
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.fail('The solver could not start' + (event.message ? ': ' + event.message : '.'));
      };
    }
    receive(data) {
      if (data.ready) {
        this.markReady(data.ms);
        return;
      }
      if (data.fatal) {
        this.fail(data.fatal);
        return;
      }
      const job = this.pending.get(data.id);
      if (!job) return;
      this.pending.delete(data.id);
      if (data.ok) job.resolve({ result: data.result, ms: data.ms });
      else {
        job.reject(new Error(data.message || 'the solver failed'));
        this.restart(); // its memory may be in a bad state after a trap
      }
    }
    fail(message) {
      this.fatal = message;
      this.markReady(null);
      for (const job of this.pending.values()) job.reject(new Error(message));
      this.pending.clear();
    }
    request(op, args) {
      if (this.fatal) return Promise.reject(new Error(this.fatal));
      const id = this.nextId++;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        this.worker.postMessage({ id, op, args });
      });
    }
    // Stops whatever runs (terminating the worker is the only way to stop wasm)
    // and starts a fresh worker, so the next request does not wait for a load.
    restart() {
      this.worker.terminate();
      const jobs = [...this.pending.values()];
      this.pending.clear();
      this.start();
      for (const job of jobs) job.reject(new Cancelled());
    }
  }

  // The solver runs searches and is restarted on Cancel. Quick questions
  // (button checks, field checks, the bundled levels) go to a second engine, the
  // helper, so they are answered while a long search runs. The helper starts
  // once the page is up: two engines loading at once delay the page's start by
  // about 40 ms on 2 cores. Until then the solver, idle, answers them.
  const solver = new EngineClient();
  let running = null; // the search the solver runs: {tab, timer, started}
  let helperClient = null;
  function startHelper() {
    if (!helperClient) helperClient = new EngineClient();
    return helperClient;
  }
  const helper = {
    request(op, args) {
      if (helperClient || running) return startHelper().request(op, args);
      return solver.request(op, args).catch((error) => {
        // a search started and was cancelled before this was answered
        if (error instanceof Cancelled) return startHelper().request(op, args);
        throw error;
      });
    },
  };

  // ---------------------------------------------------------------- solve jobs
  // One search at a time for the whole page; each tab shows its own status.
  const tabs = {};

  function setRunning(tab, on) {
    const t = tabs[tab];
    t.panel.dataset.state = on ? 'running' : t.panel.dataset.state === 'running' ? 'idle' : t.panel.dataset.state;
    t.cancel.hidden = !on;
    t.solve.disabled = on;
    t.status.classList.toggle('busy', on);
    t.panel.setAttribute('aria-busy', on ? 'true' : 'false');
  }
  function setStatus(tab, text) {
    tabs[tab].status.querySelector('.status-text').textContent = text;
  }

  function cancelRunning(message) {
    if (!running) return;
    const job = running;
    running = null;
    clearInterval(job.timer);
    solver.restart(); // rejects the job's promise with Cancelled
    setRunning(job.tab, false);
    tabs[job.tab].panel.dataset.state = 'cancelled';
    setStatus(job.tab, message || 'Cancelled after ' + formatMs(performance.now() - job.started) + '.');
  }

  // Runs op on the solver for tab; resolves {result, ms}, or null when cancelled
  // or failed (the status line then says why).
  async function solveJob(tab, op, args) {
    if (running) cancelRunning(running.tab === tab ? 'Replaced by a new search.' : 'Cancelled: another search started.');
    const job = { tab, started: performance.now() };
    running = job;
    setRunning(tab, true);
    setStatus(tab, 'Searching…');
    job.timer = setInterval(() => {
      setStatus(tab, 'Searching… ' + formatMs(performance.now() - job.started));
    }, 200);
    try {
      const answer = await solver.request(op, args);
      if (running !== job) return null;
      answer.wall = performance.now() - job.started;
      return answer;
    } catch (error) {
      if (error && error.cancelled) return null;
      if (running === job) {
        tabs[tab].panel.dataset.state = 'error';
        setStatus(tab, 'The solver failed: ' + String(error.message || error));
      }
      return null;
    } finally {
      if (running === job) {
        running = null;
        clearInterval(job.timer);
        setRunning(tab, false);
      }
    }
  }

  // On a phone the result sits below the form: bring it into view.
  function revealResult(tab) {
    if (EMBED || !window.matchMedia('(max-width: 880px)').matches) return;
    const card = tabs[tab].panel.querySelector('.result-card');
    const box = card.getBoundingClientRect();
    if (box.top > window.innerHeight * 0.6 || box.bottom < 0) card.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  // "315 states explored in 3 ms": the engine's count and its time in the worker
  function statsLine(result, answer) {
    const time = formatMs(answer.ms);
    if (typeof result.states !== 'number') return 'Searched in ' + time + '.';
    return formatInt(result.states) + ' ' + plural(result.states, 'state') + ' explored in ' + time + '.';
  }

  // ---------------------------------------------------------------- share links
  const encode = (value) => encodeURIComponent(String(value)).replace(/%2C/g, ',');
  function setHash(hash) {
    const url = location.href.split('#')[0] + (hash ? '#' + hash : '');
    if (url !== location.href) history.replaceState(null, '', url);
    lastAppliedHash = location.hash;
  }
  function shareUrl(hash) {
    let base = location.href.split('#')[0];
    // a shared link opens the full page, not the embedded one
    if (EMBED) {
      const query = new URLSearchParams(location.search);
      query.delete('embed');
      const q = query.toString();
      base = base.split('?')[0] + (q ? '?' + q : '');
    }
    return base + '#' + hash;
  }
  async function copyLink(tab) {
    const hash = tabs[tab].shareHash();
    setHash(hash);
    tabs[tab].lastHash = hash;
    const url = shareUrl(hash);
    let copied = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch (error) {
      copied = false;
    }
    setStatus(tab, copied ? 'Link copied: ' + url : 'The address bar holds the link; copy it from there: ' + url);
    tabs[tab].copy.dataset.copied = copied ? 'yes' : 'no';
  }

  // ---------------------------------------------------------------- tabs
  const TAB_NAMES = { calc: 'calculator', digits: 'digits', clock: 'clock' };
  let currentTab = 'calc';
  function selectTab(tab, options) {
    const opts = options || {};
    currentTab = tab;
    for (const name of Object.keys(TAB_NAMES)) {
      const on = name === tab;
      const button = $('tab-' + name);
      button.setAttribute('aria-selected', on ? 'true' : 'false');
      button.tabIndex = on ? 0 : -1;
      $('panel-' + name).hidden = !on;
    }
    if (opts.focus) $('tab-' + tab).focus();
    if (opts.updateHash) setHash(tabs[tab].lastHash || TAB_NAMES[tab]);
  }
  function setupTabs() {
    const order = Object.keys(TAB_NAMES);
    for (const name of order) {
      const button = $('tab-' + name);
      button.addEventListener('click', () => selectTab(name, { updateHash: true }));
      button.addEventListener('keydown', (event) => {
        let next = null;
        const i = order.indexOf(name);
        if (event.key === 'ArrowRight') next = order[(i + 1) % order.length];
        else if (event.key === 'ArrowLeft') next = order[(i + order.length - 1) % order.length];
        else if (event.key === 'Home') next = order[0];
        else if (event.key === 'End') next = order[order.length - 1];
        if (next) {
          event.preventDefault();
          selectTab(next, { focus: true, updateHash: true });
        }
      });
    }
  }

  // ---------------------------------------------------------------- field errors
  function setFieldError(input, errorNode, message) {
    errorNode.textContent = message || '';
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

  // ================================================================ Calculator
  const calc = {
    levels: [], // from the engine: [{level, start, goal, moves, buttons, portal}]
    byNumber: new Map(),
    chips: [], // [{label, family}] as the engine checked them
    loaded: null, // the bundled level the form was filled from
    result: null,
    touched: new Set(),
    replay: { index: 0, timer: null, portalTimer: null },
    checkSeq: 0,
    validateSeq: 0,
  };
  const calcInputs = {
    start: () => $('calc-start'),
    goal: () => $('calc-goal'),
    moves: () => $('calc-moves'),
  };
  const CALC_ERROR_SLOT = {
    start: ['calc-start', 'calc-start-error'],
    goal: ['calc-goal', 'calc-goal-error'],
    moves: ['calc-moves', 'calc-moves-error'],
    buttons: ['button-input', 'button-error'],
    portal: ['portal-entry', 'portal-error'],
    digits: ['opt-digits', 'opt-digits-error'],
  };

  function keyNode(label, family, tag) {
    const node = el(tag || 'span', { className: 'key fam-' + (family || 'unknown') });
    const colon = label.indexOf(':');
    if (colon > 0) {
      // a long-press such as "Store:save"
      node.append(el('span', { text: label.slice(0, colon) }), el('small', { className: 'key-note', text: label.slice(colon + 1) }));
      node.classList.add('long-press');
    } else {
      node.textContent = label;
    }
    return node;
  }

  function calcOptions() {
    const digitsText = $('opt-digits').value.trim();
    const digits = digitsText === '' ? 6 : Number(digitsText);
    return {
      all: $('opt-all').checked,
      classic: $('opt-classic').checked,
      // the engine checks the range; anything not a whole number becomes 0, which it refuses
      digits: Number.isInteger(digits) ? digits : 0,
    };
  }

  function formValues() {
    return {
      start: $('calc-start').value.trim(),
      goal: $('calc-goal').value.trim(),
      moves: $('calc-moves').value.trim(),
      buttons: calc.chips.map((chip) => chip.label),
      portal: $('portal-on').checked ? [$('portal-entry').value.trim(), $('portal-exit').value.trim()] : null,
    };
  }

  function sameAsLevel(values, level) {
    if (!level) return false;
    const portal = level.portal ? level.portal.map(String) : null;
    return (
      values.start === String(level.start) &&
      values.goal === String(level.goal) &&
      values.moves === String(level.moves) &&
      values.buttons.join('\u0000') === level.buttons.map((b) => b.label).join('\u0000') &&
      JSON.stringify(values.portal) === JSON.stringify(portal)
    );
  }

  // The level as the engine reads it. Inputs hold one line each, so a value
  // cannot start a new key.
  function levelText(values, withNumber) {
    const lines = [];
    if (withNumber && calc.loaded && sameAsLevel(values, calc.loaded)) lines.push('level: ' + calc.loaded.level);
    lines.push('start: ' + values.start, 'goal: ' + values.goal, 'moves: ' + values.moves);
    if (values.buttons.length) lines.push('buttons: ' + values.buttons.join(', '));
    if (values.portal) lines.push('portal: ' + values.portal[0] + ' ' + values.portal[1]);
    return lines.join('\n') + '\n';
  }

  function calcShareHash() {
    const values = formValues();
    const options = calcOptions();
    let hash;
    if (calc.loaded && sameAsLevel(values, calc.loaded)) hash = 'level=' + calc.loaded.level;
    else {
      hash = 'start=' + encode(values.start) + '&goal=' + encode(values.goal) + '&moves=' + encode(values.moves) +
        '&buttons=' + values.buttons.map(encode).join(',');
      if (values.portal) hash += '&portal=' + encode(values.portal[0]) + ',' + encode(values.portal[1]);
    }
    if (options.all) hash += '&all=1';
    if (options.classic) hash += '&classic=1';
    if ($('opt-digits').value.trim() !== '' && $('opt-digits').value.trim() !== '6') hash += '&display=' + encode($('opt-digits').value.trim());
    return hash;
  }

  // ---- the chips
  function renderChips() {
    const list = $('calc-chips');
    list.replaceChildren();
    calc.chips.forEach((chip, index) => {
      const remove = el('button', {
        className: 'chip-remove',
        text: '×',
        attrs: { type: 'button', 'aria-label': 'Remove button ' + chip.label },
      });
      remove.addEventListener('click', () => {
        calc.chips.splice(index, 1);
        formEdited('buttons');
        renderChips();
        const rest = list.querySelectorAll('.chip-remove');
        if (rest.length) rest[Math.min(index, rest.length - 1)].focus();
        else $('button-input').focus();
      });
      list.append(el('li', { className: 'chip' }, [keyNode(chip.label, chip.family), remove]));
    });
    $('chips-empty').hidden = calc.chips.length > 0;
    renderKeypad(calc.chips);
  }

  function renderKeypad(buttons, pressed) {
    const pad = $('calc-keypad');
    pad.replaceChildren();
    for (const button of buttons) {
      const key = keyNode(button.label, button.family, 'div');
      key.dataset.label = button.label;
      pad.append(key);
    }
    pad.classList.toggle('empty', buttons.length === 0);
    if (pressed) flashKey(pressed);
  }
  function flashKey(label) {
    const base = label.split(':')[0];
    for (const key of $('calc-keypad').children) {
      const hit = key.dataset.label === base;
      key.classList.toggle('pressed', hit);
      key.classList.toggle('held', hit && label !== base);
    }
  }

  // ---- checking a typed button as you type
  let checkTimer = null;
  async function checkTyped(now) {
    clearTimeout(checkTimer);
    const input = $('button-input');
    const text = input.value;
    const seq = ++calc.checkSeq;
    if (text.trim() === '') {
      setFieldError(input, $('button-error'), '');
      $('button-preview').replaceChildren();
      return null;
    }
    if (!now) {
      return new Promise((resolve) => {
        checkTimer = setTimeout(() => resolve(checkTyped(true)), 120);
      });
    }
    let answer;
    try {
      answer = (await helper.request('check', { label: text })).result;
    } catch (error) {
      if (seq === calc.checkSeq) setFieldError(input, $('button-error'), String(error.message || error));
      return null;
    }
    if (seq !== calc.checkSeq) return null; // a newer keystroke is being checked
    if (answer.error) {
      setFieldError(input, $('button-error'), answer.error.message);
      $('button-preview').replaceChildren();
      return null;
    }
    setFieldError(input, $('button-error'), '');
    $('button-preview').replaceChildren('Enter adds ', keyNode(answer.label, answer.family), ' (' + answer.family + ')');
    return answer;
  }

  // Adds the typed button once the engine accepts it. Works on the text as it
  // was when asked, so typing on while the check runs loses nothing.
  async function addTyped() {
    const input = $('button-input');
    const text = input.value;
    if (text.trim() === '') {
      setFieldError(input, $('button-error'), 'Type a button first, e.g. +2 or 3=>5.');
      return false;
    }
    let answer;
    try {
      answer = (await helper.request('check', { label: text })).result;
    } catch (error) {
      setFieldError(input, $('button-error'), String(error.message || error));
      return false;
    }
    if (answer.error) {
      if (input.value === text) setFieldError(input, $('button-error'), answer.error.message);
      return false;
    }
    calc.chips.push({ label: answer.label, family: answer.family });
    if (input.value === text) {
      calc.checkSeq++; // a check still on its way is about the text just added
      clearTimeout(checkTimer);
      input.value = '';
      $('button-preview').replaceChildren();
      setFieldError(input, $('button-error'), '');
    }
    renderChips();
    formEdited('buttons');
    return true;
  }

  // ---- the palette: families come from the engine
  const PALETTE = [
    { show: '+N', insert: '+', sample: '+1' },
    { show: '−N', insert: '-', sample: '-1' },
    { show: '×N', insert: 'x', sample: 'x2' },
    { show: '÷N', insert: '/', sample: '/2' },
    { show: '123', insert: '', sample: '1', hint: 'digits to append, e.g. 12' },
    { show: '+/-', add: '+/-' },
    { show: '<<', add: '<<' },
    { show: 'A=>B', insert: '=>', caret: 0, sample: '1=>2' },
    { show: 'x^N', insert: '^', sample: '^2' },
    { show: 'Reverse', add: 'Reverse' },
    { show: 'SUM', add: 'SUM' },
    { show: '<Shift', add: '<Shift' },
    { show: 'Shift>', add: 'Shift>' },
    { show: 'Mirror', add: 'Mirror' },
    { show: 'Inv10', add: 'Inv10' },
    { show: '[+]N', insert: '[+]', sample: '[+]1' },
    { show: 'Store', add: 'Store' },
  ];
  function setupPalette() {
    const box = $('palette-keys');
    for (const item of PALETTE) {
      const key = el('button', {
        className: 'key palette-key',
        text: item.show,
        attrs: { type: 'button', 'aria-label': item.add ? 'Add ' + item.add : 'Start typing ' + item.show },
      });
      key.addEventListener('click', () => {
        const input = $('button-input');
        input.value = item.add || item.insert;
        input.focus();
        const caret = item.caret === undefined ? input.value.length : item.caret;
        input.setSelectionRange(caret, caret);
        if (item.add) addTyped();
        else {
          checkTyped(false);
          if (item.hint) $('button-preview').textContent = 'Type ' + item.hint + ', then Enter.';
        }
      });
      box.append(key);
      // colour it by the family the engine gives a sample of it
      helper.request('check', { label: item.add || item.sample }).then(
        (answer) => {
          if (answer.result && answer.result.family) key.classList.add('fam-' + answer.result.family);
        },
        () => {},
      );
    }
  }

  // ---- live checks of the other fields, each on its own so every wrong field shows
  let validateTimer = null;
  function formEdited(field) {
    if (field) calc.touched.add(field);
    if (calc.result) clearCalcResult(); // the solution shown was for the level before the edit
    if (!(running && running.tab === 'calc')) {
      $('calc-title').textContent = 'Press Solve to find the shortest solution.';
      $('calc-result').dataset.outcome = '';
    }
    filterLevelGrid();
    renderLcdFromForm();
    clearTimeout(validateTimer);
    validateTimer = setTimeout(validateForm, 200);
  }

  function neutralText(values, field) {
    const v = {
      start: field === 'start' ? values.start : '0',
      goal: field === 'goal' ? values.goal : '1',
      moves: field === 'moves' ? values.moves : '1',
      buttons: field === 'buttons' ? values.buttons : ['+1'],
      portal: field === 'portal' ? values.portal : null,
    };
    return levelText(v, false);
  }

  async function validateForm() {
    const seq = ++calc.validateSeq;
    const values = formValues();
    const options = Object.assign({}, calcOptions(), { all: false, maxStates: 1 });
    const fields = ['start', 'goal', 'moves', 'buttons', 'portal', 'digits'];
    const answers = await Promise.all(
      fields.map((field) => {
        if (field === 'portal' && !values.portal) return null;
        if (field === 'buttons' && values.buttons.length === 0) return null;
        if (field === 'digits') return helper.request('calc', { text: neutralText(values, ''), options }).catch(() => null);
        return helper.request('calc', { text: neutralText(values, field), options }).catch(() => null);
      }),
    );
    if (seq !== calc.validateSeq) return;
    fields.forEach((field, i) => {
      const answer = answers[i];
      const error = answer && answer.result && answer.result.error;
      // a bad display size makes every check fail: show it only at its own field
      const message = error && (field === 'digits' ? error.field === 'digits' : error.field === field) ? error.message : '';
      const [inputId, errorId] = CALC_ERROR_SLOT[field];
      if (field === 'buttons' && $('button-input').value.trim() !== '') return; // the typed button's check owns this slot
      if (message && !calc.touched.has(field)) return;
      setFieldError($(inputId), $(errorId), message);
    });
    renderLcdFromForm();
  }

  function clearCalcErrors() {
    for (const field of Object.keys(CALC_ERROR_SLOT)) {
      const [inputId, errorId] = CALC_ERROR_SLOT[field];
      setFieldError($(inputId), $(errorId), '');
    }
    setFieldError($('portal-exit'), $('portal-error'), '');
  }

  // ---- the display
  function lcdShow(value, note) {
    const text = String(value);
    $('lcd-value').textContent = text;
    // the unlit segments behind a number; none behind a word such as Error
    $('lcd-ghost').textContent = /^-?\d*$/.test(text) ? '8'.repeat(Math.max(6, Math.min(18, text.replace('-', '').length))) : '';
    $('lcd-value').classList.toggle('long', text.length > 9);
    $('lcd-ghost').classList.toggle('long', text.length > 9);
    $('lcd-note').textContent = note || '';
  }
  function renderLcdFromForm() {
    if (calc.result) return; // the solution's replay owns the display
    const values = formValues();
    $('lcd-level').textContent = calc.loaded && sameAsLevel(values, calc.loaded) ? String(calc.loaded.level) : '–';
    $('lcd-moves-label').textContent = 'MOVES';
    $('lcd-moves').textContent = values.moves || '0';
    $('lcd-goal').textContent = values.goal || '0';
    // like a calculator, the display reads Error while the engine refuses the start value
    const startBad = $('calc-start').getAttribute('aria-invalid') === 'true';
    lcdShow(startBad ? 'Error' : values.start || '0', values.portal ? 'portal ' + values.portal[0] + ' → ' + values.portal[1] : '');
    renderKeypad(calc.chips);
  }

  // ---- the level picker
  function renderLevelGrid() {
    const grid = $('level-grid');
    grid.replaceChildren();
    for (const level of calc.levels) {
      const tile = el('button', {
        className: 'level-tile',
        text: level.level,
        attrs: {
          type: 'button',
          'data-level': String(level.level),
          'aria-label': 'Level ' + level.level + ': ' + level.start + ' to ' + level.goal + ' in ' + level.moves + ' ' + plural(level.moves, 'move'),
          title: level.start + ' → ' + level.goal + ' in ' + level.moves,
        },
      });
      tile.addEventListener('click', () => loadLevel(level.level, { focusSolve: true }));
      grid.append(tile);
    }
    filterLevelGrid();
  }
  function filterLevelGrid() {
    const query = $('level-search').value.trim();
    const current = calc.loaded && sameAsLevel(formValues(), calc.loaded) ? String(calc.loaded.level) : null;
    let shown = 0;
    for (const tile of $('level-grid').children) {
      const match = query === '' || tile.dataset.level.startsWith(query);
      tile.hidden = !match;
      if (match) shown++;
      tile.classList.toggle('current', tile.dataset.level === current);
      if (tile.dataset.level === current) tile.setAttribute('aria-current', 'true');
      else tile.removeAttribute('aria-current');
    }
    if (calc.loaded && query === String(calc.loaded.level) && sameAsLevel(formValues(), calc.loaded)) {
      const l = calc.loaded;
      $('level-hint').textContent = 'Level ' + l.level + ' of ' + calc.levels.length + ': from ' + l.start + ' to ' + l.goal + ' in ' + l.moves + ' ' + plural(l.moves, 'move') + '.';
    } else if (query !== '' && calc.levels.length) {
      $('level-hint').textContent = shown ? shown + ' ' + plural(shown, 'level') + ' ' + plural(shown, 'matches', 'match') + ' ' + quote(query) + '. Enter loads the first.' : 'No bundled level matches ' + quote(query) + ' (they are numbered 1 to ' + calc.levels.length + ').';
    } else {
      $('level-hint').textContent = 'Type a level number and press Enter, or pick one below.';
    }
    return shown;
  }
  function searchLevel() {
    const query = $('level-search').value.trim();
    if (query === '') return;
    if (calc.byNumber.has(query)) return loadLevel(query, { focusSolve: true });
    const first = [...$('level-grid').children].find((tile) => !tile.hidden);
    if (first) loadLevel(first.dataset.level, { focusSolve: true });
    else $('level-hint').textContent = 'No bundled level matches ' + quote(query) + ' (they are numbered 1 to ' + calc.levels.length + ').';
  }
  function stepLevel(delta) {
    if (!calc.levels.length) return;
    const current = calc.loaded ? calc.loaded.level : Number($('level-search').value) || 0;
    let next = current + delta;
    if (next < 1) next = calc.levels.length;
    if (next > calc.levels.length) next = 1;
    loadLevel(next);
  }

  function fillForm(level) {
    $('calc-start').value = String(level.start);
    $('calc-goal').value = String(level.goal);
    $('calc-moves').value = String(level.moves);
    calc.chips = level.buttons.map((b) => ({ label: b.label, family: b.family }));
    $('portal-on').checked = !!level.portal;
    if (level.portal) {
      $('portal-entry').value = String(level.portal[0]);
      $('portal-exit').value = String(level.portal[1]);
    }
    syncPortal();
    $('button-input').value = '';
    $('button-preview').replaceChildren();
    calc.touched.clear();
    clearCalcErrors();
    renderChips();
  }

  function loadLevel(number, opts) {
    const level = calc.byNumber.get(String(number));
    if (!level) return false;
    stopReplay();
    calc.loaded = level;
    fillForm(level);
    $('level-search').value = String(level.level);
    filterLevelGrid();
    clearCalcResult('Level ' + level.level + ' is ready: press Solve.');
    if (opts && opts.focusSolve) $('calc-solve').focus();
    return true;
  }

  function syncPortal() {
    const on = $('portal-on').checked;
    $('portal-entry').disabled = !on;
    $('portal-exit').disabled = !on;
    $('portal-fields').classList.toggle('off', !on);
  }

  // ---- results
  function clearCalcResult(title) {
    stopReplay();
    calc.result = null;
    $('calc-title').textContent = title || 'Pick a level or make your own, then press Solve.';
    $('calc-message').textContent = '';
    $('solution').replaceChildren();
    $('calc-start-line').hidden = true;
    $('calc-more').hidden = true;
    $('calc-others').hidden = true;
    $('calc-others').open = false;
    $('calc-others-list').replaceChildren();
    $('calc-result').dataset.outcome = '';
    renderLcdFromForm();
    updateReplayButtons();
  }

  function showCalcError(error, fromPaste) {
    calc.result = null;
    const where = fromPaste && error.line ? 'Line ' + error.line + ': ' : '';
    $('calc-title').textContent = 'This level cannot be solved as written.';
    $('calc-message').textContent = where + error.message;
    $('calc-result').dataset.outcome = 'error';
    const slot = CALC_ERROR_SLOT[error.field];
    if (fromPaste) setFieldError($('paste-text'), $('paste-error'), where + error.message);
    else if (slot) {
      calc.touched.add(error.field);
      setFieldError($(slot[0]), $(slot[1]), error.message);
    }
    renderLcdFromForm();
    updateReplayButtons();
  }

  function showCalcResult(result) {
    calc.result = result;
    const familyOf = new Map(result.buttons.map((b) => [b.label, b.family]));
    const family = (label) => familyOf.get(label.split(':')[0]);
    $('solution').replaceChildren();
    $('calc-others-list').replaceChildren();
    $('calc-start-line').hidden = true;
    if (result.solved) {
      $('calc-title').textContent = result.moves === 0 ? 'Already solved: the start is the goal.' : 'Solved in ' + result.moves + ' ' + plural(result.moves, 'move') + '.';
      $('calc-message').textContent = '';
      $('calc-result').dataset.outcome = 'solved';
      $('calc-start-line').replaceChildren('Start ', el('b', { className: 'num', text: result.start }));
      $('calc-start-line').hidden = false;
      result.steps.forEach((step, i) => {
        const value = el('span', { className: 'step-value' });
        if (step.portal_from !== undefined && step.portal_from !== null) {
          value.append(
            el('span', { className: 'num fell', text: step.portal_from }),
            el('span', { className: 'arrow', text: ' → ', attrs: { 'aria-label': 'portal, then' } }),
            el('span', { className: 'num after', text: step.value }),
            ' ',
            el('span', { className: 'badge', text: 'portal' }),
          );
        } else {
          value.append(el('span', { className: 'num after', text: step.value }));
        }
        const li = el('li', { className: 'step' }, [keyNode(step.press, family(step.press)), ' ', el('span', { className: 'arrow', text: '→', attrs: { 'aria-hidden': 'true' } }), ' ', value]);
        li.dataset.index = String(i + 1);
        $('solution').append(li);
      });
    } else {
      $('calc-title').textContent = result.gave_up ? 'The search gave up.' : result.message || 'No solution within ' + result.moves_allowed + ' moves';
      $('calc-message').textContent = result.gave_up ? capitalize(result.message || '') + '. Try fewer moves or buttons.' : '';
      $('calc-result').dataset.outcome = result.gave_up ? 'gave-up' : 'unsolved';
    }

    // how many shortest solutions
    const more = $('calc-more');
    more.hidden = !result.solved || result.moves === 0;
    if (result.solved && typeof result.count === 'number') {
      const many = result.count_saturated ? 'More than ' + formatInt(result.count) : formatInt(result.count);
      $('calc-count').textContent = result.count === 1 ? 'This is the only shortest solution.' : many + ' shortest solutions.';
      $('calc-find-all').hidden = true;
      const others = (result.solutions || []).filter((s) => s.join('\u0000') !== result.solution.join('\u0000'));
      $('calc-others').hidden = others.length === 0;
      $('calc-others-summary').textContent = 'Show the other ' + others.length + (result.listed < result.count ? ' listed (of ' + formatInt(result.count - 1) + ')' : '');
      for (const solution of others) {
        const li = el('li', { className: 'alt' });
        solution.forEach((label) => li.append(keyNode(label, family(label))));
        $('calc-others-list').append(li);
      }
    } else if (result.solved) {
      $('calc-count').textContent = 'One shortest solution shown.';
      $('calc-find-all').hidden = false;
      $('calc-others').hidden = true;
    }

    // the device
    $('lcd-level').textContent = result.level ? String(result.level) : '–';
    $('lcd-goal').textContent = String(result.goal);
    renderKeypad(result.buttons);
    resetReplay();
  }
  const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

  async function solveCalc(opts) {
    clearNotice();
    const o = opts || {};
    const values = formValues();
    calc.touched = new Set(['start', 'goal', 'moves', 'buttons', 'portal', 'digits']);
    const pending = $('button-input').value.trim();
    if (pending !== '' && !o.ignorePending) {
      // a typed button not added yet: add it when it is valid, else say so
      if (!(await addTyped())) {
        showCalcError({ field: 'buttons', message: 'The typed button is not valid: ' + $('button-error').textContent }, false);
        return;
      }
      values.buttons = calc.chips.map((c) => c.label);
    }
    clearCalcErrors();
    const text = levelText(values, true);
    const options = calcOptions();
    tabs.calc.lastHash = calcShareHash();
    setHash(tabs.calc.lastHash);
    clearCalcResult('Searching…');
    const answer = await solveJob('calc', 'calc', { text, options });
    if (!answer) {
      if (tabs.calc.panel.dataset.state === 'cancelled') $('calc-title').textContent = 'Search cancelled.';
      return;
    }
    const result = Array.isArray(answer.result) ? answer.result[0] : answer.result;
    if (result.error) {
      showCalcError(result.error, false);
      tabs.calc.panel.dataset.state = 'error';
      setStatus('calc', 'The engine found a problem in the level.');
      return;
    }
    showCalcResult(result);
    tabs.calc.panel.dataset.state = 'done';
    setStatus('calc', statsLine(result, answer));
    revealResult('calc');
    markFirstSolution();
  }

  async function loadPaste() {
    const text = $('paste-text').value;
    setFieldError($('paste-text'), $('paste-error'), '');
    if (text.trim() === '') {
      setFieldError($('paste-text'), $('paste-error'), 'Paste a level first, e.g. lines “start: 0”, “goal: 2”, “moves: 2”, “buttons: +1”.');
      return;
    }
    let answer;
    try {
      // a one-state search: the engine reads and checks the text, nothing more
      answer = (await helper.request('calc', { text, options: Object.assign({}, calcOptions(), { all: false, maxStates: 1 }) })).result;
    } catch (error) {
      setFieldError($('paste-text'), $('paste-error'), String(error.message || error));
      return;
    }
    if (answer.error) {
      const e = answer.error;
      setFieldError($('paste-text'), $('paste-error'), (e.line ? 'Line ' + e.line + ': ' : '') + e.message);
      return;
    }
    const levels = Array.isArray(answer) ? answer : [answer];
    const first = levels[0];
    const level = { level: first.level, start: first.start, goal: first.goal, moves: first.moves_allowed, buttons: first.buttons, portal: first.portal };
    const bundled = first.level !== null ? calc.byNumber.get(String(first.level)) : null;
    calc.loaded = bundled && sameAsLevel({ start: String(level.start), goal: String(level.goal), moves: String(level.moves), buttons: level.buttons.map((b) => b.label), portal: level.portal ? level.portal.map(String) : null }, bundled) ? bundled : null;
    fillForm(level);
    filterLevelGrid();
    if (levels.length > 1) setFieldError($('paste-text'), $('paste-error'), 'The text holds ' + levels.length + ' levels: the first one was loaded.');
    solveCalc();
  }

  // ---- replay
  function stopReplay() {
    clearInterval(calc.replay.timer);
    clearTimeout(calc.replay.portalTimer);
    calc.replay.timer = null;
    setPlaying($('calc-play'), false);
  }
  function replayLength() {
    return calc.result && calc.result.solved ? calc.result.steps.length : 0;
  }
  function updateReplayButtons() {
    const n = replayLength();
    const i = calc.replay.index;
    $('calc-reset').disabled = n === 0 || (i === 0 && !calc.replay.timer);
    $('calc-step').disabled = n === 0 || i >= n;
    $('calc-play').disabled = n === 0;
  }
  function showReplay(index, animate) {
    const result = calc.result;
    calc.replay.index = index;
    clearTimeout(calc.replay.portalTimer);
    const presses = result.solution.length;
    const movesPerPress = presses === result.moves; // every press costs a move
    if (movesPerPress) {
      $('lcd-moves-label').textContent = 'MOVES';
      $('lcd-moves').textContent = String(result.moves_allowed - index);
    } else {
      $('lcd-moves-label').textContent = 'PRESS';
      $('lcd-moves').textContent = index + '/' + presses;
    }
    for (const li of $('solution').children) {
      const on = li.dataset.index === String(index);
      li.classList.toggle('current', on);
      if (on) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
    if (index === 0) {
      lcdShow(result.start, result.portal ? 'portal ' + result.portal[0] + ' → ' + result.portal[1] : '');
      flashKey('');
    } else {
      const step = result.steps[index - 1];
      flashKey(step.press);
      const done = index === result.steps.length && step.value === result.goal ? 'goal reached' : '';
      if (step.portal_from !== undefined && animate) {
        lcdShow(step.portal_from, 'portal…');
        calc.replay.portalTimer = setTimeout(() => lcdShow(step.value, done || 'digits fell through the portal'), 380);
      } else {
        lcdShow(step.value, done || (step.portal_from !== undefined ? 'portal: ' + step.portal_from + ' → ' + step.value : ''));
      }
    }
    $('calc-lcd').classList.toggle('win', index > 0 && index === result.steps.length);
    updateReplayButtons();
  }
  function resetReplay() {
    stopReplay();
    if (replayLength() || (calc.result && calc.result.solved)) showReplay(0, false);
    else {
      flashKey('');
      $('calc-lcd').classList.remove('win');
      updateReplayButtons();
    }
  }
  function stepReplay() {
    const n = replayLength();
    if (calc.replay.index >= n) {
      stopReplay();
      updateReplayButtons();
      return false;
    }
    showReplay(calc.replay.index + 1, true);
    if (calc.replay.index >= n) stopReplay();
    updateReplayButtons();
    return true;
  }
  function playReplay() {
    if (calc.replay.timer) {
      stopReplay();
      updateReplayButtons();
      return;
    }
    if (calc.replay.index >= replayLength()) showReplay(0, false);
    setPlaying($('calc-play'), true);
    calc.replay.timer = setInterval(() => {
      if (!stepReplay()) stopReplay();
    }, 850);
    stepReplay();
  }

  // A tab's form, Solve, Cancel and Copy link, wired the same way in every tab:
  // its elements are #<name>-form, -solve, -cancel, -copy, -status, -title.
  function registerTab(name, shareHash, solve) {
    tabs[name] = {
      panel: $('panel-' + name),
      solve: $(name + '-solve'),
      cancel: $(name + '-cancel'),
      copy: $(name + '-copy'),
      status: $(name + '-status'),
      shareHash,
      lastHash: null,
    };
    $(name + '-form').addEventListener('submit', (event) => {
      event.preventDefault();
      solve();
    });
    tabs[name].cancel.addEventListener('click', () => {
      cancelRunning();
      $(name + '-title').textContent = 'Search cancelled.';
      tabs[name].solve.focus();
    });
    tabs[name].copy.addEventListener('click', () => copyLink(name));
  }

  function setupCalc() {
    registerTab('calc', calcShareHash, solveCalc);
    for (const name of Object.keys(calcInputs)) {
      calcInputs[name]().addEventListener('input', () => {
        if (calc.result) clearCalcResult();
        formEdited(name);
      });
    }
    $('button-input').addEventListener('input', () => checkTyped(false));
    $('button-input').addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        addTyped();
      } else if (event.key === 'Backspace' && $('button-input').value === '' && calc.chips.length) {
        // like a tag editor: Backspace in the empty box takes the last button back to edit
        event.preventDefault();
        const chip = calc.chips.pop();
        $('button-input').value = chip.label;
        renderChips();
        formEdited('buttons');
        checkTyped(true);
      }
    });
    $('button-add').addEventListener('click', () => addTyped());
    $('calc-chips').addEventListener('click', () => {
      if (calc.result) clearCalcResult();
    });
    $('portal-on').addEventListener('change', () => {
      syncPortal();
      if (calc.result) clearCalcResult();
      formEdited('portal');
    });
    for (const id of ['portal-entry', 'portal-exit']) {
      $(id).addEventListener('input', () => {
        if (calc.result) clearCalcResult();
        formEdited('portal');
      });
    }
    for (const id of ['opt-classic', 'opt-digits', 'opt-all']) {
      $(id).addEventListener(id === 'opt-digits' ? 'input' : 'change', () => formEdited(id === 'opt-digits' ? 'digits' : null));
    }
    $('level-search').addEventListener('input', filterLevelGrid);
    $('level-search').addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        searchLevel();
      }
    });
    $('level-load').addEventListener('click', searchLevel);
    $('level-prev').addEventListener('click', () => stepLevel(-1));
    $('level-next').addEventListener('click', () => stepLevel(1));
    $('paste-load').addEventListener('click', loadPaste);
    $('calc-reset').addEventListener('click', resetReplay);
    $('calc-play').addEventListener('click', playReplay);
    $('calc-step').addEventListener('click', () => {
      stopReplay();
      stepReplay();
    });
    $('calc-find-all').addEventListener('click', () => {
      $('opt-all').checked = true;
      solveCalc();
    });
    setupPalette();
    syncPortal();
    renderChips();
    updateReplayButtons();
  }

  // ================================================================ Digits
  const digits = { result: null, lastAll: false };
  const numberInputs = () => [1, 2, 3, 4, 5, 6].map((i) => $('digits-n' + i));
  const OP_SIGN = { '*': '×', '/': '÷', '-': '−', '+': '+' };
  const prettyStep = (text) => String(text).replace(/ ([*/+-]) /g, (m, op) => ' ' + OP_SIGN[op] + ' ');

  function digitsValues() {
    const numbers = numberInputs()
      .map((input) => input.value.trim())
      .filter((v) => v !== '');
    return { target: $('digits-target').value.trim(), numbers: numbers.join(',') };
  }
  function digitsShareHash() {
    const v = digitsValues();
    return 'digits=' + encode(v.target) + ':' + v.numbers.split(',').map(encode).join(',');
  }
  function poolNode(numbers, highlight, className) {
    const box = el('span', { className: 'pool ' + (className || ''), attrs: { 'aria-label': 'Numbers: ' + numbers.join(', ') } });
    let marked = false;
    for (const n of numbers) {
      const hit = !marked && highlight !== undefined && n === highlight;
      if (hit) marked = true;
      box.append(el('span', { className: 'tile' + (hit ? ' new' : ''), text: n }));
    }
    return box;
  }
  function clearDigitsResult(title) {
    digits.result = null;
    $('digits-title').textContent = title || 'Enter a target and up to six numbers, then press Solve.';
    $('digits-message').textContent = '';
    $('digits-expression').textContent = '';
    $('digits-stars').hidden = true;
    $('digits-start').hidden = true;
    $('digits-steps').replaceChildren();
    $('digits-more').hidden = true;
    $('digits-solutions').replaceChildren();
    $('digits-result').dataset.outcome = '';
  }
  function showDigitsResult(result) {
    digits.result = result;
    const stars = $('digits-stars');
    stars.replaceChildren();
    for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= result.stars ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
    stars.append(el('span', { className: 'sr-only', text: result.stars + ' of 3 stars' }));
    stars.hidden = false;
    if (result.solved) {
      $('digits-title').textContent = result.ops === 0 ? result.target + ' is one of the numbers.' : result.target + ' in ' + result.ops + ' ' + plural(result.ops, 'operation') + '.';
      $('digits-result').dataset.outcome = 'solved';
    } else {
      $('digits-title').textContent = 'No exact solution. Closest: ' + result.closest + ' (' + result.distance + ' away).';
      $('digits-result').dataset.outcome = 'unsolved';
    }
    $('digits-message').textContent = result.gave_up && result.message ? capitalize(result.message) + '.' : '';
    $('digits-expression').textContent = result.expression && result.steps.length ? prettyStep(result.expression) + ' = ' + result.closest : '';
    $('digits-start').replaceChildren(el('span', { className: 'pool-label', text: 'Start' }), poolNode(result.numbers));
    $('digits-start').hidden = result.steps.length === 0;
    $('digits-steps').replaceChildren();
    result.steps.forEach((step, i) => {
      const value = Number(String(step).split('=').pop());
      const pool = result.pools[i] || [];
      $('digits-steps').append(el('li', { className: 'dstep' }, [el('span', { className: 'expr', text: prettyStep(step) }), poolNode(pool, value)]));
    });
    const more = $('digits-more');
    more.hidden = !result.solved;
    $('digits-count').textContent =
      result.count === 1 ? 'This is the only distinct solution.' : formatInt(result.count) + ' distinct solutions.';
    $('digits-all').hidden = result.count <= 1 || Array.isArray(result.solutions);
    $('digits-solutions').replaceChildren();
    if (Array.isArray(result.solutions)) {
      for (const solution of result.solutions) {
        const li = el('li', { className: 'dsolution' });
        if (solution.length === 0) li.append(el('span', { className: 'expr', text: result.target + ' (one of the numbers)' }));
        solution.forEach((step) => li.append(el('span', { className: 'expr', text: prettyStep(step) })));
        $('digits-solutions').append(li);
      }
      if (result.listed < result.count) $('digits-count').textContent = formatInt(result.count) + ' distinct solutions; the first ' + formatInt(result.listed) + ' are listed.';
    }
  }
  async function solveDigits(all, given) {
    clearNotice();
    const v = given || digitsValues();
    for (const [input, slot] of [[$('digits-target'), 'digits-target-error'], [null, 'digits-numbers-error']]) setFieldError(input, $(slot), '');
    numberInputs().forEach((input) => input.removeAttribute('aria-invalid'));
    tabs.digits.lastHash = digitsShareHash();
    setHash(tabs.digits.lastHash);
    clearDigitsResult('Searching…');
    const answer = await solveJob('digits', 'digits', { target: v.target, numbers: v.numbers, options: { all: !!all } });
    if (!answer) {
      if (tabs.digits.panel.dataset.state === 'cancelled') $('digits-title').textContent = 'Search cancelled.';
      return;
    }
    const result = answer.result;
    if (result.error) {
      const e = result.error;
      $('digits-title').textContent = 'This puzzle cannot be solved as written.';
      $('digits-message').textContent = e.message;
      $('digits-result').dataset.outcome = 'error';
      if (e.field === 'numbers') {
        setFieldError(null, $('digits-numbers-error'), e.message);
        numberInputs().forEach((input) => input.setAttribute('aria-invalid', 'true'));
      } else setFieldError($('digits-target'), $('digits-target-error'), e.message);
      tabs.digits.panel.dataset.state = 'error';
      setStatus('digits', 'The engine found a problem in the puzzle.');
      return;
    }
    showDigitsResult(result);
    tabs.digits.panel.dataset.state = 'done';
    setStatus('digits', statsLine(result, answer));
    revealResult('digits');
    markFirstSolution();
  }
  function fillDigits(target, numbers) {
    $('digits-target').value = target;
    numberInputs().forEach((input, i) => {
      input.value = numbers[i] === undefined ? '' : numbers[i];
    });
  }
  function setupDigits() {
    registerTab('digits', digitsShareHash, () => solveDigits(false));
    $('digits-all').addEventListener('click', () => solveDigits(true));
    const inputs = [$('digits-target'), ...numberInputs()];
    for (const input of inputs) {
      input.addEventListener('input', () => {
        if (digits.result) clearDigitsResult();
      });
    }
    fillDigits('415', ['1', '2', '3', '4', '5', '6']);
  }

  // ================================================================ Clock
  const clock = { result: null, frame: 0, timer: null, cells: [] };
  const CLOCK_SHOWN = 20000; // characters of a long answer put on the page (Copy takes all)
  async function copyClockAnswer() {
    const moves = clock.result && clock.result.moves;
    if (!moves) return;
    let copied = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(moves);
        copied = true;
      }
    } catch (error) {
      copied = false;
    }
    if (!copied) {
      // select it so Ctrl+C copies (the whole answer when it is all on the page)
      const range = document.createRange();
      range.selectNodeContents($('clock-answer'));
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    $('clock-copy-answer').dataset.copied = copied ? 'yes' : 'no';
    setStatus('clock', copied ? 'The answer (' + formatInt(moves.length) + ' characters) is on the clipboard.' : 'The clipboard is not available here: the answer is selected, press Ctrl+C.');
  }
  function clockShareHash() {
    return 'clock=' + encode($('clock-n').value.trim()) + ',' + encode($('clock-k').value.trim());
  }
  function clearClockResult(title) {
    stopClock();
    clock.result = null;
    $('clock-title').textContent = title || 'Choose n and k, then press Solve.';
    $('clock-message').textContent = '';
    $('clock-facts').hidden = true;
    $('clock-answer-box').hidden = true;
    $('clock-answer').replaceChildren();
    $('clock-figure').hidden = true;
    $('clock-result').dataset.outcome = '';
  }
  function clockFrames() {
    const r = clock.result;
    return r && Array.isArray(r.trace) ? r.trace.length : 0;
  }
  function buildClock(n) {
    const svg = $('clock-svg');
    svg.replaceChildren();
    clock.cells = [];
    const radius = 84;
    const cellR = Math.max(7, Math.min(22, (Math.PI * radius) / n - 3));
    svg.append(svgEl('circle', { cx: 0, cy: 0, r: radius + cellR + 8, class: 'clock-face' }));
    svg.append(svgEl('circle', { cx: 0, cy: 0, r: radius, class: 'clock-ring' }));
    const hand = svgEl('g', { class: 'clock-hand' });
    hand.append(svgEl('line', { x1: 0, y1: 0, x2: 0, y2: -(radius - cellR - (n <= 12 ? 18 : 6)), class: 'hand-line' }));
    hand.append(svgEl('circle', { cx: 0, cy: 0, r: 6, class: 'hand-hub' }));
    svg.append(hand);
    clock.hand = hand;
    for (let i = 0; i < n; i++) {
      const angle = (2 * Math.PI * i) / n - Math.PI / 2;
      const x = Math.round(radius * Math.cos(angle) * 100) / 100;
      const y = Math.round(radius * Math.sin(angle) * 100) / 100;
      const g = svgEl('g', { class: 'cell' });
      g.append(svgEl('circle', { cx: x, cy: y, r: cellR, class: 'cell-disc' }));
      const text = svgEl('text', { x, y, class: 'cell-value', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      text.style.fontSize = Math.max(7, Math.min(16, cellR * 0.95)) + 'px';
      g.append(text);
      if (n <= 12) {
        // the cell's number, just inside the ring
        const inner = radius - cellR - 9;
        const label = svgEl('text', { x: Math.round(inner * Math.cos(angle) * 100) / 100, y: Math.round(inner * Math.sin(angle) * 100) / 100, class: 'cell-index', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
        label.textContent = String(i);
        g.append(label);
      }
      svg.append(g);
      clock.cells.push({ g, text });
    }
  }
  function drawClock(frame) {
    const r = clock.result;
    const n = r.n;
    const total = clockFrames();
    clock.frame = Math.max(0, Math.min(total, frame));
    let board, hand, caption, mover = null, choiceIndex = 0;
    if (clock.frame === 0) {
      board = r.start.board;
      hand = r.start.cell;
      caption = 'Round ' + r.start.round + ': the game starts, the hand is on cell ' + hand + '.';
    } else {
      const entry = r.trace[clock.frame - 1];
      board = entry.board;
      hand = entry.cell;
      mover = entry;
      for (let i = 0; i < clock.frame; i++) if (r.trace[i].by === 'player') choiceIndex++;
      if (entry.by === 'player') caption = 'Round ' + entry.round + ': you choose ' + entry.choice + (entry.choice === '0' ? ', zeroing cell ' : ', leaving cell ') + entry.cell + ' (choice ' + choiceIndex + ' of ' + r.length + ').';
      else if (entry.by === 'computer') caption = 'Round ' + entry.round + ': the computer raises cell ' + entry.cell + '.';
      else caption = 'Round ' + entry.round + ': cell ' + entry.cell + ' is 0, nothing to choose.';
      if (clock.frame === total) caption += ' The board is clear.';
    }
    board.forEach((value, i) => {
      const cell = clock.cells[i];
      if (!cell) return;
      cell.text.textContent = String(value);
      cell.g.classList.toggle('zero', value === 0 || value === '0');
      cell.g.classList.toggle('full', value === r.k);
      cell.g.classList.toggle('under', i === hand);
      cell.g.classList.remove('by-player-0', 'by-player-x', 'by-computer');
    });
    if (mover && clock.cells[mover.cell]) {
      const g = clock.cells[mover.cell].g;
      if (mover.by === 'player') g.classList.add(mover.choice === '0' ? 'by-player-0' : 'by-player-x');
      else if (mover.by === 'computer') g.classList.add('by-computer');
    }
    clock.hand.style.transform = 'rotate(' + (360 * hand) / n + 'deg)';
    $('clock-caption').textContent = caption;
    $('clock-scrub').value = String(clock.frame);
    $('clock-scrub').setAttribute('aria-valuetext', caption);
    // the choice being played in the answer string
    const chars = $('clock-answer').children;
    for (let i = 0; i < chars.length; i++) chars[i].classList.toggle('played', i < choiceIndex);
    for (let i = 0; i < chars.length; i++) chars[i].classList.toggle('current', mover && mover.by === 'player' && i === choiceIndex - 1);
    $('clock-figure').classList.toggle('win', clock.frame === total && total > 0);
    $('clock-reset').disabled = clock.frame === 0 && !clock.timer;
    $('clock-step').disabled = clock.frame >= total;
  }
  function stopClock() {
    clearInterval(clock.timer);
    clock.timer = null;
    setPlaying($('clock-play'), false);
  }
  function playClock() {
    if (clock.timer) {
      stopClock();
      drawClock(clock.frame);
      return;
    }
    if (clock.frame >= clockFrames()) drawClock(0);
    setPlaying($('clock-play'), true);
    const total = clockFrames();
    const delay = Math.max(60, Math.min(420, 24000 / Math.max(1, total)));
    clock.timer = setInterval(() => {
      if (clock.frame >= clockFrames()) {
        stopClock();
        drawClock(clock.frame);
        return;
      }
      drawClock(clock.frame + 1);
    }, delay);
  }
  function showClockResult(result) {
    clock.result = result;
    $('clock-facts').hidden = !result.solved;
    $('clock-answer-box').hidden = !result.solved;
    $('clock-figure').hidden = true;
    if (!result.solved) {
      $('clock-title').textContent = result.gave_up ? 'The search gave up.' : 'No way to clear this clock.';
      $('clock-message').textContent = result.message ? capitalize(result.message) + '.' : '';
      $('clock-result').dataset.outcome = result.gave_up ? 'gave-up' : 'unsolved';
      return;
    }
    $('clock-result').dataset.outcome = 'solved';
    $('clock-title').textContent = 'Cleared in ' + formatInt(result.length) + ' ' + plural(result.length, 'choice') + '.';
    $('clock-message').textContent = '';
    $('clock-length').textContent = formatInt(result.length);
    $('clock-rounds').textContent = formatInt(result.rounds);
    $('clock-states').textContent = formatInt(result.states);
    const answer = $('clock-answer');
    answer.replaceChildren();
    const moves = String(result.moves || '');
    answer.setAttribute('aria-label', 'The answer: ' + moves);
    if (moves.length <= 4000) {
      for (const ch of moves) answer.append(el('span', { className: ch === '0' ? 'c0' : 'cx', text: ch, attrs: { 'aria-hidden': 'true' } }));
    } else if (moves.length <= CLOCK_SHOWN) answer.textContent = moves;
    else answer.textContent = moves.slice(0, CLOCK_SHOWN) + '… (' + formatInt(moves.length - CLOCK_SHOWN) + ' more: use Copy the answer)';
    $('clock-copy-answer').dataset.copied = '';
    if (Array.isArray(result.trace) && result.start) {
      $('clock-figure').hidden = false;
      $('clock-scrub').max = String(result.trace.length);
      buildClock(result.n);
      stopClock();
      drawClock(0);
    } else if (result.trace_truncated) {
      $('clock-message').textContent = 'This win comes too late in the game for a step-by-step replay; the answer below is complete.';
    }
  }
  async function solveClock() {
    clearNotice();
    setFieldError($('clock-n'), $('clock-n-error'), '');
    setFieldError($('clock-k'), $('clock-k-error'), '');
    tabs.clock.lastHash = clockShareHash();
    setHash(tabs.clock.lastHash);
    clearClockResult('Searching…');
    const answer = await solveJob('clock', 'clock', { n: $('clock-n').value.trim(), k: $('clock-k').value.trim() });
    if (!answer) {
      if (tabs.clock.panel.dataset.state === 'cancelled') $('clock-title').textContent = 'Search cancelled.';
      return;
    }
    const result = answer.result;
    if (result.error) {
      const e = result.error;
      $('clock-title').textContent = 'This clock cannot be solved as written.';
      $('clock-message').textContent = e.message;
      $('clock-result').dataset.outcome = 'error';
      if (e.field === 'k') setFieldError($('clock-k'), $('clock-k-error'), e.message);
      else setFieldError($('clock-n'), $('clock-n-error'), e.message);
      tabs.clock.panel.dataset.state = 'error';
      setStatus('clock', 'The engine found a problem in n or k.');
      return;
    }
    showClockResult(result);
    tabs.clock.panel.dataset.state = 'done';
    setStatus('clock', statsLine(result, answer));
    revealResult('clock');
    markFirstSolution();
  }
  function setupClock() {
    registerTab('clock', clockShareHash, solveClock);
    for (const id of ['clock-n', 'clock-k']) {
      $(id).addEventListener('input', () => {
        if (clock.result) clearClockResult();
      });
    }
    $('clock-reset').addEventListener('click', () => {
      stopClock();
      drawClock(0);
    });
    $('clock-play').addEventListener('click', playClock);
    $('clock-copy-answer').addEventListener('click', copyClockAnswer);
    $('clock-step').addEventListener('click', () => {
      stopClock();
      drawClock(clock.frame + 1);
    });
    $('clock-scrub').addEventListener('input', () => {
      stopClock();
      drawClock(Number($('clock-scrub').value));
    });
    $('clock-n').value = '4';
    $('clock-k').value = '2';
  }

  // ================================================================ the URL hash
  const CALC_KEYS = ['level', 'start', 'goal', 'moves', 'buttons', 'portal', 'all', 'classic', 'display'];
  const KNOWN_KEYS = CALC_KEYS.concat(['digits', 'clock']);
  let lastAppliedHash = null;

  // Reads the hash into {tab, values} or {error}; never throws.
  function parseHash(raw) {
    if (raw.length > MAX_HASH) return { error: 'This link is too long (' + formatInt(raw.length) + ' characters; a calcsolve link is at most ' + formatInt(MAX_HASH) + ').' };
    if (raw === '') return { tab: null };
    const values = new Map();
    for (const part of raw.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      let key, value;
      try {
        key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
        value = eq < 0 ? null : decodeURIComponent(part.slice(eq + 1));
      } catch (error) {
        return { error: 'This link is malformed: ' + quote(part) + ' has a bad percent escape (a % must be followed by two hex digits of UTF-8).' };
      }
      if (eq < 0 && raw.split('&').filter(Boolean).length === 1) {
        const tab = Object.keys(TAB_NAMES).find((name) => TAB_NAMES[name] === key.toLowerCase());
        if (tab) return { tab, only: true };
        return { error: 'This link names an unknown game or key ' + quote(key) + '. Known games: calculator, digits, clock.' };
      }
      if (!KNOWN_KEYS.includes(key)) return { error: 'This link has an unknown key ' + quote(key) + '. Known keys: ' + KNOWN_KEYS.join(', ') + '.' };
      if (value === null) return { error: 'This link gives no value for ' + quote(key) + ' (expected ' + key + '=…).' };
      if (values.has(key)) return { error: 'This link gives ' + quote(key) + ' twice.' };
      values.set(key, value);
    }
    if (values.size === 0) return { tab: null };
    const games = ['digits', 'clock'].filter((k) => values.has(k));
    const calcKeys = CALC_KEYS.filter((k) => values.has(k));
    if (games.length + (calcKeys.length ? 1 : 0) > 1) return { error: 'This link mixes games (' + [...games, calcKeys.length ? 'calculator' : ''].filter(Boolean).join(' and ') + '); it can open one.' };
    if (games[0] === 'digits') return { tab: 'digits', values };
    if (games[0] === 'clock') return { tab: 'clock', values };
    const custom = ['start', 'goal', 'moves', 'buttons', 'portal'].filter((k) => values.has(k));
    if (values.has('level') && custom.length) return { error: 'This link gives both a bundled level and ' + custom.join(', ') + '; use one or the other.' };
    if (!values.has('level') && !custom.length) return { error: 'This link has options but no level: add level=N or start, goal, moves and buttons.' };
    return { tab: 'calc', values };
  }

  function applyCalcOptions(values) {
    const flag = (key) => {
      if (!values.has(key)) return false;
      const v = values.get(key).toLowerCase();
      return v === '1' || v === 'true' || v === 'yes' || v === '';
    };
    $('opt-all').checked = flag('all');
    $('opt-classic').checked = flag('classic');
    $('opt-digits').value = values.has('display') ? values.get('display').slice(0, 40) : '6';
    if (values.has('all') || values.has('classic') || values.has('display')) $('calc-options').open = true;
  }

  async function applyHash() {
    const hash = location.hash;
    if (hash === lastAppliedHash) return;
    lastAppliedHash = hash;
    let parsed;
    try {
      parsed = parseHash(hash.replace(/^#/, ''));
    } catch (error) {
      parsed = { error: 'This link could not be read.' };
    }
    if (parsed.error) {
      showNotice(parsed.error);
      return;
    }
    clearNotice();
    if (!parsed.tab) return;
    selectTab(parsed.tab);
    if (parsed.only) {
      tabs[parsed.tab].lastHash = hash.slice(1);
      return;
    }
    const v = parsed.values;
    if (parsed.tab === 'digits') {
      const raw = v.get('digits');
      const colon = raw.indexOf(':');
      if (colon < 0) {
        showNotice('This Digits link should read digits=TARGET:N1,N2,…, e.g. digits=415:1,2,3,4,5,6; it reads ' + quote(raw) + '.');
        return;
      }
      const target = raw.slice(0, colon).slice(0, 200);
      const numbers = raw.slice(colon + 1).slice(0, 1000);
      const list = numbers.split(',');
      fillDigits(target, list.map((s) => s.slice(0, 200)));
      // more numbers than the form has fields: the engine judges the list as given
      await solveDigits(false, list.length > 6 ? { target, numbers } : null);
      return;
    }
    if (parsed.tab === 'clock') {
      const parts = v.get('clock').split(',');
      if (parts.length !== 2) {
        showNotice('This clock link should read clock=N,K, e.g. clock=4,2; it reads ' + quote(v.get('clock')) + '.');
        return;
      }
      $('clock-n').value = parts[0].slice(0, 200);
      $('clock-k').value = parts[1].slice(0, 200);
      await solveClock();
      return;
    }
    // the calculator
    applyCalcOptions(v);
    if (v.has('level')) {
      await levelsReady;
      const number = v.get('level').trim();
      if (!loadLevel(number)) {
        showNotice('There is no bundled level ' + quote(number) + ': they are numbered 1 to ' + (calc.levels.length || 199) + '.');
        return;
      }
      await solveCalc();
      return;
    }
    calc.loaded = null;
    const portal = v.has('portal') ? v.get('portal').split(/[,\s]+/) : null;
    const level = {
      start: (v.get('start') || '').slice(0, 200),
      goal: (v.get('goal') || '').slice(0, 200),
      moves: (v.get('moves') || '').slice(0, 200),
      buttons: [],
      portal: portal ? [(portal[0] || '').slice(0, 40), portal.slice(1).join(' ').slice(0, 40)] : null,
    };
    fillForm(level);
    filterLevelGrid();
    $('level-search').value = '';
    clearCalcResult();
    // show the engine's view of every field that came with the link
    for (const key of ['start', 'goal', 'moves', 'portal']) if (v.has(key)) calc.touched.add(key);
    formEdited(null);
    // every button goes through the engine's check; the first bad one stays in the box
    const labels = v.has('buttons') && v.get('buttons') !== '' ? v.get('buttons').split(',') : [];
    if (labels.length > 40) {
      showNotice('This link gives ' + labels.length + ' buttons; a level has at most a handful.');
      return;
    }
    for (const label of labels) {
      let answer;
      try {
        answer = (await helper.request('check', { label: label.slice(0, 200) })).result;
      } catch (error) {
        showNotice('The solver could not start: ' + String(error.message || error));
        return;
      }
      if (answer.error) {
        $('button-input').value = label.slice(0, 200);
        setFieldError($('button-input'), $('button-error'), answer.error.message);
        showNotice('This link has a button the engine does not know, ' + quote(label) + ': ' + answer.error.message);
        renderChips();
        $('calc-title').textContent = 'Fix the buttons, then press Solve.';
        return;
      }
      calc.chips.push({ label: answer.label, family: answer.family });
    }
    renderChips();
    await solveCalc();
  }

  function safeApplyHash() {
    applyHash().catch((error) => showNotice('This link could not be opened: ' + String((error && error.message) || error)));
  }

  // ================================================================ start
  let resolveLevels;
  const levelsReady = new Promise((resolve) => {
    resolveLevels = resolve;
  });
  let firstSolutionMarked = false;
  function markFirstSolution() {
    if (firstSolutionMarked) return;
    firstSolutionMarked = true;
    try {
      performance.mark('calcsolve-first-solution');
    } catch (error) {
      /* marks are only for the benchmark */
    }
  }

  async function loadLevels() {
    try {
      const levels = (await helper.request('levels', {})).result;
      if (Array.isArray(levels)) {
        calc.levels = levels;
        calc.byNumber = new Map(levels.map((l) => [String(l.level), l]));
        $('level-search').placeholder = '1 to ' + levels.length;
        $('level-browser').querySelector('summary').textContent = 'Browse all ' + levels.length + ' levels';
        renderLevelGrid();
      } else if (levels && levels.error) {
        showNotice('The bundled levels could not be read: ' + levels.error.message);
      }
    } catch (error) {
      showNotice(String(error.message || error));
    }
    resolveLevels();
  }

  function start() {
    if (SINGLE_FILE) for (const node of document.querySelectorAll('[data-dist-only]')) node.hidden = true;
    $('notice-close').addEventListener('click', clearNotice);
    setupTabs();
    setupCalc();
    setupDigits();
    setupClock();
    window.addEventListener('hashchange', safeApplyHash);
    const levelsLoaded = loadLevels();
    Promise.all([levelsLoaded, solver.ready]).then(() => {
      if (solver.fatal) showNotice(solver.fatal);
      const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 200));
      setTimeout(() => idle(startHelper, { timeout: 2000 }), 100);
      document.documentElement.dataset.ready = 'true';
      try {
        performance.mark('calcsolve-ready');
      } catch (error) {
        /* only for the benchmark */
      }
    });
    // an empty hash opens level 1, ready to solve
    if (location.hash === '' || location.hash === '#') {
      levelsLoaded.then(() => {
        if (!calc.loaded && calc.chips.length === 0 && $('calc-start').value === '') loadLevel(1);
      });
    }
    safeApplyHash();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
