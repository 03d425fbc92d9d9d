// tabs.js: one tab and one panel per game module, built from the page's list
// of games (games/index.js), and the per-tab status every game shares: busy
// while its search runs, the status line, the link it last shared.
import { $, SHARE_WORD, fromMarkup, holdOut } from './dom.js';

// tabs[id] = {game, panel, built, lastHash, lastTitle (share.js)}, and once built (buildPanel) solve, cancel, copy, status
// (and play, the form's Play handler, where the game adds one: addPlayButton)
export const tabs = {};
let order = [];
let whenBuilt = () => {}; // buildTabs' onBuilt: wires a panel once its markup is in

// The end of every game's form: Solve, Cancel and Copy link (Share link where the browser has a
// share sheet: dom.js), and the status line.
const actions = (id) => `
<div class="actions">
  <button type="submit" id="${id}-solve" class="btn primary">Solve</button>
  <button type="button" id="${id}-cancel" class="btn danger" hidden>Cancel</button>
  <button type="button" id="${id}-copy" class="btn ghost">${SHARE_WORD} link</button>
</div>
<p id="${id}-status" class="status" aria-live="off"><span class="spinner" aria-hidden="true"></span><span class="status-text"></span><span class="status-time" aria-hidden="true"></span></p>`;

// Adds the tab buttons and panels to the page: the first game's is shown. A
// panel's markup is put in when it is first needed (buildPanel: the game a link
// opens at once, the others after the first screen or when their tab is picked),
// so the first screen parses and wires one game, not all. onBuilt(game) wires a
// panel once its markup is in, for these tabs and any added later (addTab).
export function buildTabs(games, onBuilt) {
  whenBuilt = onBuilt;
  games.forEach((game) => addTab(game));
}

// One more tab and its panel, after the others (the first added is shown).
export function addTab(game) {
  const list = document.querySelector('.tabs[role="tablist"]');
  const first = order.length === 0;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('role', 'tab');
  button.id = 'tab-' + game.id;
  button.setAttribute('aria-controls', 'panel-' + game.id);
  button.setAttribute('aria-selected', first ? 'true' : 'false');
  if (!first) button.tabIndex = -1;
  button.dataset.tab = game.id;
  button.textContent = game.title;
  list.append(button);

  const panel = document.createElement('section');
  panel.id = 'panel-' + game.id;
  panel.className = 'panel';
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('aria-labelledby', 'tab-' + game.id);
  panel.dataset.state = 'idle';
  panel.hidden = !first;
  (first ? list : tabs[order[order.length - 1]].panel).after(panel);
  order.push(game.id);
  tabs[game.id] = { game, panel, built: false, lastHash: null };
  return button;
}

// Puts a game's markup into its panel and wires it (once).
export function buildPanel(id) {
  const tab = tabs[id];
  if (tab.built) return;
  tab.built = true;
  tab.panel.append(fromMarkup(tab.game.panel));
  dropEchoTitles(tab.panel);
  // the game's markup has #<id>-form and #<id>-title; the actions end the form
  tab.panel.querySelector('#' + id + '-form').append(fromMarkup(actions(id)));
  Object.assign(tab, { solve: $(id + '-solve'), cancel: $(id + '-cancel'), copy: $(id + '-copy'), status: $(id + '-status') });
  whenBuilt(tab.game);
  // its form goes into the document as the page is shown, not as it is parsed: the
  // browser's autofill reads every form then, with CPU the engine's start needs (dom.js)
  holdOut($(id + '-form'));
}

// A tooltip that repeats a control's accessible name (an icon button's title beside its
// aria-label) is read twice by a screen reader, as the name and again as the description:
// dropped from any game's markup as its panel is built.
function dropEchoTitles(root) {
  for (const node of root.querySelectorAll('[title][aria-label]')) {
    if (node.getAttribute('title').trim() === node.getAttribute('aria-label').trim()) node.removeAttribute('title');
  }
}

// The tab shown (its panel not hidden): its id, or undefined before the tabs are built.
export const shownTab = () => order.find((name) => !tabs[name].panel.hidden);

export function selectTab(id, { focus = false, updateHash = null } = {}) {
  buildPanel(id);
  for (const name of order) {
    const on = name === id;
    const button = $('tab-' + name);
    button.setAttribute('aria-selected', on ? 'true' : 'false');
    button.tabIndex = on ? 0 : -1;
    tabs[name].panel.hidden = !on;
  }
  if (focus) $('tab-' + id).focus();
  if (updateHash) updateHash(tabs[id].lastHash || tabs[id].game.hashName);
}

// Click and the arrow keys, Home and End of the WAI-ARIA tabs pattern, for every tab (those
// added later too: wireTabKey).
let onTabSelect = () => {};
export function wireTabKeys(onSelect) {
  onTabSelect = onSelect;
  for (const name of order) wireTabKey(name);
}
export function wireTabKey(name) {
  const button = $('tab-' + name);
  button.addEventListener('click', () => onTabSelect(name, false));
  button.addEventListener('keydown', (event) => {
    let next = null;
    const i = order.indexOf(name);
    if (event.key === 'ArrowRight') next = order[(i + 1) % order.length];
    else if (event.key === 'ArrowLeft') next = order[(i + order.length - 1) % order.length];
    else if (event.key === 'Home') next = order[0];
    else if (event.key === 'End') next = order[order.length - 1];
    if (next) {
      event.preventDefault();
      onTabSelect(next, true);
    }
  });
}

export function setRunning(id, on) {
  const t = tabs[id];
  t.panel.dataset.state = on ? 'running' : t.panel.dataset.state === 'running' ? 'idle' : t.panel.dataset.state;
  // the focus goes with the button it was on: from Solve (disabled now) to Cancel, which is where
  // the search can be stopped, and back (a keyboard player's focus fell to the page's start)
  const from = document.activeElement === (on ? t.solve : t.cancel);
  t.cancel.hidden = !on;
  t.solve.disabled = on;
  if (from) (on ? t.cancel : t.solve).focus({ preventScroll: true });
  t.status.classList.toggle('busy', on);
  t.panel.setAttribute('aria-busy', on ? 'true' : 'false');
}

export function setStatus(id, text) {
  tabs[id].status.querySelector('.status-text').textContent = text;
  setStatusTime(id, '');
}

// A running search's clock beside its status ("Searching… 1.2 s"): seen, not said (the status is
// a live region, and a screen reader read out every tick, five a second).
export function setStatusTime(id, text) {
  tabs[id].status.querySelector('.status-time').textContent = text;
}

export function setOutcome(id, state) {
  tabs[id].panel.dataset.state = state;
}

// A game form's own Play (the form's main button: the puzzle opened to play)
// before its Solve, which becomes a second button.
export function addPlayButton(id, buttonId, onPlay) {
  const play = document.createElement('button');
  // the form's first submit button, so its default: Enter in a field plays, as the green
  // button says it will, and does not show the answer (main.js tells the two apart)
  play.type = 'submit';
  play.id = buttonId;
  play.className = 'btn primary';
  play.textContent = 'Play';
  $(id + '-solve').before(play);
  $(id + '-solve').classList.remove('primary');
  tabs[id].play = onPlay;
  return play;
}
