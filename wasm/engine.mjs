// engine.mjs: the JavaScript side of the wasm binding. Wraps the Emscripten
// module's exports into functions that take strings and return parsed JSON, so
// callers (the page's worker, the Node tests) never touch wasm memory. It holds
// no rules: every answer comes from the C core.

// createEngine(factory, moduleOptions): factory is the Emscripten module factory
// (default export of calcsolve.mjs); in Node pass {wasmBinary: bytes}.
// The puzzle text of field values: `name: value` lines (the format of every
// game). A value with a line break would read as another field, so it is cut at
// the break; the engine then judges what is left.
function fieldsText(values) {
  return Object.entries(values).map(([name, value]) => `${name}: ${String(value).split(/[\r\n]/)[0]}`).join('\n') + '\n';
}

// The display size for the C side: left out means the game's default (0 there);
// any given value is passed as a whole number, so 0 or 2.5 reach the engine's
// check and come back as an error naming the field "digits".
function displayArg(digits) {
  if (digits === undefined || digits === null) return 0;
  const n = Number(digits);
  return Number.isInteger(n) && n !== 0 ? n : -1;
}

export async function createEngine(factory, moduleOptions = {}) {
  const module = await factory(moduleOptions);
  const call = (name, types, args) => {
    // C strings end at a NUL: text holding one would be cut short silently.
    const cut = args.find((a) => typeof a === 'string' && a.includes('\0'));
    if (cut !== undefined) {
      const line = cut.slice(0, cut.indexOf('\0')).split('\n').length;
      return { error: { line, field: 'input', message: 'contains a NUL character (not text?)' } };
    }
    const pointer = module.ccall(name, 'number', types, args);
    if (!pointer) return { error: { line: 0, field: 'memory', message: 'out of memory' } };
    try {
      return JSON.parse(module.UTF8ToString(pointer));
    } finally {
      module._cs_free(pointer);
    }
  };
  return {
    // ---- The generic API: every game by name, through the engine's game interface ----
    // [{name, title, bundled}]
    games() {
      return call('cs_api_games', [], []);
    },
    // What each button kind (and rule) of a game does, for players: [{topic, name, summary, example}]
    // (topic: a button's `kind`, or 'portal', 'store-charged', 'store-free'); [] for a game without help.
    help(game) {
      return call('cs_api_help', ['string'], [String(game)]);
    },
    // [{name, label, kind: 'integer'|'list'|'pair', required, min, max, help}]; digits: the display size.
    fields(game, { digits } = {}) {
      return call('cs_api_fields', ['string', 'number'], [String(game), displayArg(digits)]);
    },
    // One field as typed: {value: canonical} or {error: {line, field, message}}.
    check(game, field, value, { digits } = {}) {
      return call('cs_api_check', ['string', 'string', 'string', 'number'],
        [String(game), String(field), String(value), displayArg(digits)]);
    },
    // Puzzle text to the fields' values of each puzzle: [{...}] or {error}.
    read(game, text, { digits } = {}) {
      return call('cs_api_read', ['string', 'string', 'number'], [String(game), String(text), displayArg(digits)]);
    },
    // The puzzles the game ships with, as read() gives them ([] when none). {nth: N}:
    // only the Nth (1-based), still in an array ([] past the last).
    bundled(game, { nth = 0 } = {}) {
      const n = Math.trunc(Number(nth)) || 0;
      return call('cs_api_bundled', ['string', 'number'], [String(game), n > 0 ? Math.min(n, 0x7fffffff) : 0]);
    },
    // Puzzle text (`key: value` lines) to the report, as the CLI's --json prints it.
    // {bundled: N}: the game's Nth bundled puzzle (1-based) instead of text, the same report
    // (an error past the last): a page can ask for a bundled level's answer by its number.
    solve(game, text, { all = false, classic = false, digits, maxStates = 0, bundled = 0 } = {}) {
      const nth = Math.trunc(Number(bundled)) || 0;
      if (nth !== 0) {
        return call('cs_api_solve_bundled', ['string', 'number', 'number', 'number', 'number', 'number'],
          [String(game), Math.max(-1, Math.min(nth, 0x7fffffff)), all ? 1 : 0, classic ? 1 : 0, displayArg(digits), Number(maxStates) || 0]);
      }
      return call('cs_api_solve', ['string', 'string', 'number', 'number', 'number', 'number'],
        [String(game), String(text), all ? 1 : 0, classic ? 1 : 0, displayArg(digits), Number(maxStates) || 0]);
    },
    // The best move from a puzzle (a game in progress is a puzzle): {press, moves_left_after, solvable, ...};
    // maxStates: a smaller state budget, as for solve(). {ladder: true}: the hint ladder instead,
    // {game, won, solvable, complete, message, ladder: [{kind, ..., text}]}, least revealing first.
    hint(game, text, { classic = false, digits, maxStates = 0, ladder = false } = {}) {
      return call(ladder ? 'cs_api_hint_ladder' : 'cs_api_hint', ['string', 'string', 'number', 'number', 'number'],
        [String(game), String(text), classic ? 1 : 0, displayArg(digits), Number(maxStates) || 0]);
    },
    // One move: {step, puzzle, text} where text is the game in progress after it.
    play(game, text, move, { classic = false, digits } = {}) {
      return call('cs_api_play', ['string', 'string', 'string', 'number', 'number'],
        [String(game), String(text), String(move), classic ? 1 : 0, displayArg(digits)]);
    },
    // A new puzzle: {game, seed, date, difficulty, puzzle, text, solution} or {error}. The same
    // seed (a number or any text) and options give the same puzzle as `calcsolve generate`;
    // {date: 'YYYY-MM-DD'} gives the puzzle of that day (`calcsolve daily`). moves: Calculator
    // presses, Digits operations; kinds: 'add,mul,...'; difficulty: 1..10.
    generate(game, { seed = '', date = '', moves = 0, difficulty = 0, kinds = '', portal = false,
      allowMany = false, tries = 0 } = {}) {
      return call('cs_api_generate',
        ['string', 'string', 'string', 'number', 'number', 'string', 'number', 'number', 'number'],
        [String(game), String(seed), String(date ?? ''), Math.trunc(Number(moves)) || 0, Number(difficulty) || 0,
          String(kinds ?? ''), portal ? 1 : 0, allowMany ? 1 : 0, Math.trunc(Number(tries)) || 0]);
    },
    // The solution space of a puzzle: {layers, nodes: [{id, label, key, layer, solution}],
    // edges: [{from, to, label, solution}], total, hidden, hidden_edges} or {error}.
    graph(game, text, { classic = false, digits } = {}) {
      return call('cs_api_graph', ['string', 'string', 'number', 'number'],
        [String(game), String(text), classic ? 1 : 0, displayArg(digits)]);
    },
    // The first puzzle of text for a front end that draws no game of its own: {board: [lines as the
    // game writes them for a terminal], moves: [labels to pick from], puzzle} or {error}.
    position(game, text, { classic = false, digits } = {}) {
      return call('cs_api_position', ['string', 'string', 'number', 'number'],
        [String(game), String(text), classic ? 1 : 0, displayArg(digits)]);
    },
    // ---- Shorthands for one game each, built on the generic calls above ----
    solveCalc(levelText, options = {}) {
      return this.solve('calculator', levelText, options);
    },
    // One button label: {label, family} or {error}.
    checkButton(label) {
      const answer = this.check('calculator', 'buttons', label);
      if (answer.error || answer.value.length === 1) return answer.error ? answer : answer.value[0];
      return { error: { line: 0, field: 'buttons', message: 'one button at a time, not a list' } };
    },
    bundledLevels() {
      return this.bundled('calculator');
    },
    solveDigits(target, numbers, options = {}) {
      return this.solve('digits', fieldsText({ target, numbers }), options);
    },
    solveClock(n, k) {
      return this.solve('clock', fieldsText({ n, k }));
    },
    // {heap: bytes of wasm memory, inUse: bytes malloc'd}: flat across solves.
    memory() {
      return { heap: module.HEAPU8.length, inUse: module._cs_heap_in_use() };
    },
  };
}
