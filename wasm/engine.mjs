// engine.mjs: the JavaScript side of the wasm binding. Wraps the Emscripten
// module's exports into functions that take strings and return parsed JSON, so
// callers (the page's worker, the Node tests) never touch wasm memory. It holds
// no rules: every answer comes from the C core.

// createEngine(factory, moduleOptions): factory is the Emscripten module factory
// (default export of calcsolve.mjs); in Node pass {wasmBinary: bytes}.
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
    // Level text (the CLI's format); options: {all, classic, digits, maxStates}.
    solveCalc(levelText, { all = false, classic = false, digits = 6, maxStates = 0 } = {}) {
      return call('cs_calc_solve', ['string', 'number', 'number', 'number', 'number'],
        [String(levelText), all ? 1 : 0, classic ? 1 : 0, digits | 0, Number(maxStates) || 0]);
    },
    checkButton(label) {
      return call('cs_calc_check_button', ['string'], [String(label)]);
    },
    bundledLevels() {
      return call('cs_calc_levels', [], []);
    },
    solveDigits(target, numbers, { all = false } = {}) {
      return call('cs_digits_solve', ['string', 'string', 'number'], [String(target), String(numbers), all ? 1 : 0]);
    },
    solveClock(n, k) {
      return call('cs_clock_solve', ['string', 'string'], [String(n), String(k)]);
    },
    // ---- The generic API: every game by name, through the engine's game interface ----
    // [{name, title, bundled}]
    games() {
      return call('cs_api_games', [], []);
    },
    // [{name, label, kind: 'integer'|'list'|'pair', required, min, max, help}]; digits: the display size.
    fields(game, { digits = 0 } = {}) {
      return call('cs_api_fields', ['string', 'number'], [String(game), digits | 0]);
    },
    // One field as typed: {value: canonical} or {error: {line, field, message}}.
    check(game, field, value, { digits = 0 } = {}) {
      return call('cs_api_check', ['string', 'string', 'string', 'number'],
        [String(game), String(field), String(value), digits | 0]);
    },
    // Puzzle text to the fields' values of each puzzle: [{...}] or {error}.
    read(game, text, { digits = 0 } = {}) {
      return call('cs_api_read', ['string', 'string', 'number'], [String(game), String(text), digits | 0]);
    },
    // The puzzles the game ships with, as read() gives them ([] when none).
    bundled(game) {
      return call('cs_api_bundled', ['string'], [String(game)]);
    },
    // Puzzle text (`key: value` lines) to the report, as the CLI's --json prints it.
    solve(game, text, { all = false, classic = false, digits = 0, maxStates = 0 } = {}) {
      return call('cs_api_solve', ['string', 'string', 'number', 'number', 'number', 'number'],
        [String(game), String(text), all ? 1 : 0, classic ? 1 : 0, digits | 0, Number(maxStates) || 0]);
    },
    // The best move from a puzzle (a game in progress is a puzzle): {press, moves_left_after, solvable, ...}.
    hint(game, text, { classic = false, digits = 0 } = {}) {
      return call('cs_api_hint', ['string', 'string', 'number', 'number'],
        [String(game), String(text), classic ? 1 : 0, digits | 0]);
    },
    // One move: {step, puzzle, text} where text is the game in progress after it.
    play(game, text, move, { classic = false, digits = 0 } = {}) {
      return call('cs_api_play', ['string', 'string', 'string', 'number', 'number'],
        [String(game), String(text), String(move), classic ? 1 : 0, digits | 0]);
    },
    // {heap: bytes of wasm memory, inUse: bytes malloc'd}: flat across solves.
    memory() {
      return { heap: module.HEAPU8.length, inUse: module._cs_heap_in_use() };
    },
  };
}
