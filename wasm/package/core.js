// core.js: the calcsolve npm package's engine, shared by the Node entry (node.js)
// and the browser/bundler entry (index.js), which differ only in how they hand
// the .wasm to the Emscripten factory. It turns wasm/engine.mjs's JSON answers
// into return values and thrown CalcsolveInputError or CalcsolveBudgetError, and runs an engine in a
// worker so that a long search can be cancelled with an AbortSignal. No game
// rule lives here: every answer comes from the C core.
import { createEngine as createRawEngine } from '../engine.mjs';

// Bad input (a field, a line of puzzle text, an unknown game): what the engine
// answered as {"error": {line, field, message}}, as an exception. line: in the
// puzzle text given, from 1; 0 when there is none (always for input given as an
// object: the text the engine read was written here, so only the field is the caller's).
export class CalcsolveInputError extends Error {
  constructor({ line = 0, field = 'input', message = 'bad input' } = {}) {
    super(message);
    this.name = 'CalcsolveInputError';
    this.field = field;
    this.line = line;
  }
}

// A search that stopped at its budget with nothing to answer: generate() out of
// candidates ('generate'), graph() out of states or memory ('graph'), or the
// engine out of memory ('memory'). Nothing is wrong with the input; a smaller
// request (fewer moves, another seed, more tries) may succeed. (solve() and
// hint() do not throw this: they answer with gave_up: true and why.)
export class CalcsolveBudgetError extends Error {
  constructor({ field = 'generate', message = 'the search stopped at its budget' } = {}) {
    super(message);
    this.name = 'CalcsolveBudgetError';
    this.field = field;
  }
}

// The engine's {error} as the exception it is. graph() of a level with no
// solution ("no solution within 3 moves: nothing to draw") is about the input.
const BUDGET_FIELDS = ['generate', 'graph', 'memory'];
export function errorOf(error) {
  const budget = BUDGET_FIELDS.includes(error.field) && !/^no solution/.test(error.message || '');
  return budget ? new CalcsolveBudgetError(error) : new CalcsolveInputError(error);
}

// Runs answer() for a puzzle given as input: an error about an object (or an
// array of them) keeps its field and drops the line of the text made from it.
function forInput(input, answer) {
  try {
    return answer();
  } catch (e) {
    if (typeof input !== 'string' && e instanceof CalcsolveInputError) e.line = 0;
    throw e;
  }
}

// A value as a message shows what was given: text quoted, a number, null, undefined, or its type.
const shown = (v) => (typeof v === 'string' ? JSON.stringify(v) : ['number', 'boolean', 'bigint', 'undefined'].includes(typeof v) ? String(v)
  : v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

// A puzzle is `key: value` text; an object of field values is written as that
// text (lists joined by commas, pairs by a space) so callers may pass either.
export function puzzleText(input) {
  if (typeof input === 'string') return input;
  if (Array.isArray(input)) return input.map(puzzleText).join('\n\n');
  if (input === null || typeof input !== 'object') {
    throw new CalcsolveInputError({ field: 'input', message: `a puzzle is text or an object of fields, got ${shown(input)}` });
  }
  return Object.entries(input).filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.map((item) => listItem(item, key)).join(', ') : scalar(value, key)}`)
    .join('\n') + '\n';
}

// A list item may be a string, a number, a pair [a, b] or a button object {label}.
function listItem(item, field) {
  if (Array.isArray(item)) return item.map((part) => scalar(part, field)).join(' ');
  if (item && typeof item === 'object' && 'label' in item) return scalar(item.label, field);
  return scalar(item, field);
}

// One value as text: a symbol, a function or a plain object has no text a puzzle could hold.
// The message names the field, as the engine's do ("move: must be text or a number, got undefined").
function scalar(value, field) {
  if (['string', 'number', 'bigint', 'boolean'].includes(typeof value)) return String(value);
  throw new CalcsolveInputError({ field, message: `${field}: must be text or a number, got ${shown(value)}` });
}

// The options each method takes, and what each must be. The engine reads 0 or
// an empty text as "not given", so a given value is checked here: a typo or a
// wrong type throws instead of silently running with the defaults. Ranges past
// these (the display's 1..18, difficulty up to 10, ...) are the engine's to check.
const SOLVE_OPTIONS = ['all', 'classic', 'digits', 'maxStates'];
const HINT_OPTIONS = ['classic', 'digits', 'maxStates', 'ladder'];
const PLAY_OPTIONS = ['classic', 'digits'];
const OPTIONS = {
  fields: ['digits'], check: ['digits'], read: ['digits'],
  solve: SOLVE_OPTIONS, solveAll: SOLVE_OPTIONS,
  hint: HINT_OPTIONS, hintAll: HINT_OPTIONS, play: PLAY_OPTIONS, graph: PLAY_OPTIONS,
  generate: ['seed', 'date', 'moves', 'difficulty', 'kinds', 'portal', 'allowMany', 'tries'],
};
const isCount = (v) => Number.isInteger(v) && v >= 1;
const OPTION_CHECKS = {
  all: [(v) => typeof v === 'boolean', 'must be true or false'],
  classic: [(v) => typeof v === 'boolean', 'must be true or false'],
  ladder: [(v) => typeof v === 'boolean', 'must be true or false'],
  portal: [(v) => typeof v === 'boolean', 'must be true or false'],
  allowMany: [(v) => typeof v === 'boolean', 'must be true or false'],
  digits: [isCount, 'must be a whole number of digits, 1 or more'],
  maxStates: [isCount, 'must be a whole number of states, 1 or more (the engine caps it at its own budget)'],
  moves: [isCount, 'must be a whole number, 1 or more'],
  tries: [isCount, 'must be a whole number, 1 or more'],
  difficulty: [(v) => typeof v === 'number' && v >= 1, 'must be a number from 1 to 10'],
  seed: [(v) => (typeof v === 'string' && v !== '') || Number.isFinite(v), 'must be a number or a non-empty text'],
  date: [(v) => typeof v === 'string' && v !== '', 'must be a date, YYYY-MM-DD'],
  kinds: [(v) => typeof v === 'string' && v.trim() !== '', 'must name kinds, e.g. "add,mul"'],
};


export function checkOptions(method, options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new CalcsolveInputError({ field: 'options', message: `${method}() takes an object of options, not ${Array.isArray(options) ? 'an array' : typeof options}` });
  }
  const allowed = OPTIONS[method] || [];
  for (const [key, value] of Object.entries(options)) {
    if (key === 'signal') {
      throw new CalcsolveInputError({ field: 'signal', message: 'this engine runs in the calling thread and cannot be cancelled: use createWorkerEngine() for {signal}' });
    }
    if (!allowed.includes(key)) {
      throw new CalcsolveInputError({ field: key, message: `unknown option "${key}" (${method}() takes ${allowed.join(', ') || 'none'})` });
    }
    const [ok, message] = OPTION_CHECKS[key];
    if (value !== undefined && !ok(value)) throw new CalcsolveInputError({ field: key, message: `${message}, not ${shown(value)}` });
  }
  return options;
}

// solve() and hint() answer for one puzzle; text of several goes to solveAll().
function one(answer, method) {
  if (Array.isArray(answer)) {
    throw new CalcsolveInputError({ field: 'input', message: `holds ${answer.length} puzzles: ${method}All() answers for each` });
  }
  return answer;
}

function many(answer) {
  return Array.isArray(answer) ? answer : [answer];
}

function unwrap(answer) {
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && answer.error) throw errorOf(answer.error);
  return answer;
}

// A puzzle given as an object (or an array of them) that leaves out a field the game needs:
// when the engine's error is about that (its words, "no level found (expected lines like
// …)" or "the level that starts here has no buttons", are about text), the field is named
// with what the game needs. Any other error (a field before it at fault) stands. The
// fields are the engine's (fieldsOf).
function missingField(game, input, error, fieldsOf) {
  const objects = Array.isArray(input) ? input : [input];
  if (typeof input !== 'object' || input === null || typeof game !== 'string') return error;
  let needed;
  try {
    needed = fieldsOf(game).filter((f) => f.required).map((f) => f.name);
  } catch {
    return error;
  }
  for (const [i, object] of objects.entries()) {
    if (typeof object !== 'object' || object === null || Array.isArray(object)) continue;
    const missing = needed.find((name) => object[name] === undefined || object[name] === null || object[name] === '');
    if (missing === undefined) continue;
    if (error.field !== 'input' && error.field !== missing) return error;
    const which = objects.length > 1 && Array.isArray(input) ? `puzzle ${i + 1} has` : 'the puzzle has';
    return new CalcsolveInputError({ field: missing, message: `${which} no "${missing}" (${game} needs ${needed.join(', ')})` });
  }
  return error;
}

// An engine error about a list field an object gives as too long an array (past its max in
// fields()) says how many it got: "too many numbers: Digits takes 2 to 6, got 7".
function tooMany(game, input, error, fieldsOf, titleOf) {
  if (typeof input !== 'object' || input === null || typeof game !== 'string') return error;
  let field;
  try {
    field = fieldsOf(game).find((f) => f.name === error.field && f.kind === 'list');
  } catch {
    return error;
  }
  const objects = Array.isArray(input) ? input : [input];
  const given = objects.find((o) => o && Array.isArray(o[error.field]) && o[error.field].length > field?.max);
  if (!given) return error;
  return new CalcsolveInputError({ field: field.name, message: `too many ${field.name}: ${titleOf(game)} takes ${field.min} to ${field.max}, got ${given[field.name].length}` });
}

// A game's bundled puzzle number n, as the command line's `level N --game G` means it: the
// puzzle whose level field is n when the game's puzzles carry their numbers (Calculator 2's
// skip 20, 40, …: level 21 is level 21), else the nth from 1. one(n), the engine's nth alone,
// answers while its number is n; the whole list (all(), read once) is read otherwise.
function numberedBundled(game, n, known, one, all) {
  if (!Number.isInteger(n) || n < 1) {
    throw new CalcsolveInputError({ field: 'level', message: `a level is a whole number from 1, got ${shown(n)}` });
  }
  const nth = known ? null : one(n);
  if (nth && nth.level === n) return nth;
  all = all();
  if (all.length === 0) throw new CalcsolveInputError({ field: 'level', message: `${game} has no bundled puzzles` });
  const numbers = all.map((p) => p.level).filter(Number.isInteger);
  if (numbers.length === 0) {
    if (n <= all.length) return all[n - 1];
    throw new CalcsolveInputError({ field: 'level', message: `${game} has ${all.length} bundled puzzles (1 to ${all.length}), got ${n}` });
  }
  const found = all.find((p) => p.level === n);
  if (found) return found;
  const first = Math.min(...numbers), last = Math.max(...numbers);
  if (numbers.length === last - first + 1) {
    throw new CalcsolveInputError({ field: 'level', message: `${game} has ${all.length} bundled puzzles (${first} to ${last}), got ${n}` });
  }
  const have = new Set(numbers), missing = [];
  for (let k = first; k <= last; k++) if (!have.has(k)) missing.push(k);
  const named = missing.length > 10 ? `${missing.slice(0, 10).join(', ')}, …` : missing.join(', ');
  throw new CalcsolveInputError({ field: 'level', message: `${game} has no bundled level ${n} (levels ${first} to ${last}, without ${named})` });
}

// The public engine over a raw one (wasm/engine.mjs). Every method is synchronous.
export function wrapEngine(raw) {
  const opts = checkOptions;
  const fieldsKnown = new Map(); // game -> its fields (the engine's), asked once
  const fieldsOf = (game) => {
    if (!fieldsKnown.has(game)) fieldsKnown.set(game, unwrap(raw.fields(game, {})));
    return fieldsKnown.get(game);
  };
  let gameList = null; // the engine's games, asked once
  const titleOf = (game) => ((gameList ??= unwrap(raw.games())).find((g) => g.name === game) || { title: game }).title;
  // A game's bundled puzzles, read once; each answer is a copy parsed from their JSON.
  const bundledKnown = new Map(); // game -> {list, json}
  const bundledOf = (game) => {
    if (!bundledKnown.has(game)) {
      const list = unwrap(raw.bundled(game));
      bundledKnown.set(game, { list, json: JSON.stringify(list) });
    }
    return bundledKnown.get(game);
  };
  // answer() for a puzzle given to a method: forInput, and a field an object leaves out named
  const forPuzzle = (game, input, answer) => {
    try {
      return forInput(input, answer);
    } catch (e) {
      if (!(e instanceof CalcsolveInputError)) throw e;
      const named = missingField(game, input, e, fieldsOf);
      throw named === e ? tooMany(game, input, e, fieldsOf, titleOf) : named;
    }
  };
  return {
    games: () => unwrap(raw.games()),
    // What each button kind (and rule) of a game does: [{topic, name, summary, example}].
    help: (game = 'calculator') => unwrap(raw.help(game)),
    fields: (game, options) => unwrap(raw.fields(game, opts('fields', options))),
    // The field's value in canonical form (a number, a list, a pair, Button[]), not the engine's {value}.
    check: (game, field, value, options) => unwrap(raw.check(game, field, scalar(value, field), opts('check', options))).value,
    read: (game, input, options) => forPuzzle(game, input, () => unwrap(raw.read(game, puzzleText(input), opts('read', options)))),
    bundled: (game) => JSON.parse(bundledOf(game).json),
    levels: () => JSON.parse(bundledOf('calculator').json),
    // level(n): Calculator: The Game's level n; level(game, n): a game's bundled level n, as
    // `calcsolve level N --game G` numbers them.
    level: (...args) => {
      const [game, n] = typeof args[0] === 'string' ? args : ['calculator', args[0]];
      fieldsOf(game); // an unknown game is named first (level('7') is about the game)
      const one = (nth) => unwrap(raw.bundled(game, { nth }))[0];
      return structuredClone(numberedBundled(game, n, bundledKnown.has(game), one, () => bundledOf(game).list));
    },
    solve: (game, input, options) =>
      forPuzzle(game, input, () => one(unwrap(raw.solve(game, puzzleText(input), opts('solve', options))), 'solve')),
    solveAll: (game, input, options) =>
      forPuzzle(game, input, () => many(unwrap(raw.solve(game, puzzleText(input), opts('solveAll', options))))),
    hint: (game, input, options) =>
      forPuzzle(game, input, () => one(unwrap(raw.hint(game, puzzleText(input), opts('hint', options))), 'hint')),
    hintAll: (game, input, options) =>
      forPuzzle(game, input, () => many(unwrap(raw.hint(game, puzzleText(input), opts('hintAll', options))))),
    play: (game, input, move, options) =>
      forPuzzle(game, input, () => unwrap(raw.play(game, puzzleText(input), scalar(move, 'move'), opts('play', options)))),
    generate: (game, options) => unwrap(raw.generate(game, opts('generate', options))),
    graph: (game, input, options) => forPuzzle(game, input, () => unwrap(raw.graph(game, puzzleText(input), opts('graph', options)))),
  };
}

// A wasm memory grows with a search and never shrinks: after a call that leaves it larger than
// this, a fresh instance (made in the background) answers from then on, and the old memory is
// freed when collected. The engine holds nothing between calls.
export const RENEW_BYTES = 64 * 1024 * 1024;
// An engine's "did a call leave the memory past RENEW_BYTES" (not part of the API).
const GREW = Symbol('calcsolve.grew');

// factory: the Emscripten module factory; moduleOptions: how it finds the .wasm.
export async function createEngineWith(factory, moduleOptions) {
  const instance = async () => {
    let module;
    const raw = await createRawEngine(async (options) => (module = await factory(options)), { ...moduleOptions });
    return { raw, module };
  };
  let current = await instance();
  let renewing = null;
  let grew = false;
  const renewIfLarge = () => {
    if (renewing || !(current.module.HEAPU8?.byteLength > RENEW_BYTES)) return;
    grew = true;
    renewing = instance().then((fresh) => { current = fresh; }, () => {}).finally(() => { renewing = null; });
  };
  const raw = {};
  for (const [name, value] of Object.entries(current.raw)) {
    if (typeof value !== 'function') continue;
    raw[name] = (...args) => {
      try {
        return current.raw[name](...args);
      } finally {
        renewIfLarge();
      }
    };
  }
  const engine = wrapEngine(raw);
  // for serveEngine: whether a call since the last ask left the memory large
  Object.defineProperty(engine, GREW, { value: () => { const was = grew; grew = false; return was; } });
  return engine;
}

// Methods whose second argument is a puzzle (text or an object of fields).
const TAKES_PUZZLE = ['read', 'solve', 'solveAll', 'hint', 'hintAll', 'play', 'graph'];

// The methods a worker engine forwards, all of which answer with a promise.
export const METHODS = ['games', 'help', 'fields', 'check', 'read', 'bundled', 'levels', 'level', 'solve', 'solveAll', 'hint', 'hintAll', 'play', 'generate', 'graph'];

// The worker side: answers {id, method, args} messages with {id, value} or {id, error}.
export function serveEngine(engine, post) {
  return ({ id, method, args }) => {
    try {
      if (!METHODS.includes(method)) throw new Error(`calcsolve: no method ${method}`);
      const value = engine[method](...args);
      // a worker whose memory grew ends once it has answered, freeing it at once
      post(engine[GREW]?.() ? { id, value, renew: true } : { id, value });
    } catch (e) {
      if (e instanceof CalcsolveInputError || e instanceof CalcsolveBudgetError) {
        post({ id, error: { line: e.line ?? 0, field: e.field, message: e.message } });
      }
      else post({ id, failure: String(e && e.message ? e.message : e) });
    }
  };
}

function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  const e = new Error('This operation was aborted');
  e.name = 'AbortError';
  return e;
}

// The page side of a worker engine. spawn() starts a worker and returns
// {post(message), terminate()}, calling onMessage(message) with its answers.
// One call at a time goes to the worker; the others wait here, so aborting a
// waiting call just drops it, and aborting the running one terminates the
// worker (a wasm call cannot be interrupted) and starts a new one for the next.
export function createWorkerEngineWith(spawn) {
  let worker = null;
  let running = null;
  let nextId = 1;
  let closed = false;
  const queue = [];

  const start = () => {
    const handle = spawn((message) => {
      if (!running || message.id !== running.id) return;
      const call = running;
      running = null;
      call.detach();
      if (message.renew && worker) { worker.terminate(); worker = null; }
      if (message.error) call.reject(errorOf(message.error));
      else if (message.failure !== undefined) call.reject(new Error(message.failure));
      else call.resolve(message.value);
      pump();
    }, (error) => {
      // The worker died (e.g. out of memory): fail the running call, start afresh.
      if (worker !== handle) return; // one already terminated and replaced
      const call = running;
      running = null;
      worker = null;
      if (call) { call.detach(); call.reject(error instanceof Error ? error : new Error(String(error))); }
      pump();
    });
    worker = handle;
  };

  const pump = () => {
    if (running || closed || queue.length === 0) return;
    if (!worker) start();
    running = queue.shift();
    worker.post({ id: running.id, method: running.method, args: running.args });
  };

  const call = (method, args, signal) => new Promise((resolve, reject) => {
    if (closed) { reject(new Error('calcsolve: the worker engine is closed')); return; }
    if (signal !== undefined && (signal === null || typeof signal.addEventListener !== 'function')) {
      reject(new CalcsolveInputError({ field: 'signal', message: 'must be an AbortSignal' }));
      return;
    }
    if (signal && signal.aborted) { reject(abortReason(signal)); return; }
    const entry = { id: nextId++, method, args, resolve, reject, detach: () => {} };
    if (signal) {
      const onAbort = () => {
        const queued = queue.indexOf(entry);
        if (queued >= 0) queue.splice(queued, 1);
        else if (running === entry) {
          worker.terminate();
          worker = null;
          running = null;
        } else return;
        reject(abortReason(signal));
        pump();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.detach = () => signal.removeEventListener('abort', onAbort);
    }
    queue.push(entry);
    pump();
  });

  // Methods take the same arguments as the engine's, plus {signal} in the options.
  const split = (args, optionsIndex) => {
    const options = args[optionsIndex];
    if (!options || typeof options !== 'object' || !('signal' in options)) return [args, undefined];
    const { signal, ...rest } = options;
    const copy = args.slice();
    copy[optionsIndex] = rest;
    return [copy, signal];
  };
  const method = (name, optionsIndex) => (...args) => {
    const [plain, signal] = split(args, optionsIndex);
    if (!TAKES_PUZZLE.includes(name)) return call(name, plain, signal);
    const input = plain[1];
    // checked here (a value no text can hold throws at once), posted as given: an object
    // is cloned to the worker, whose engine names a field it leaves out
    try { puzzleText(input); } catch (e) { return Promise.reject(e); }
    return call(name, plain, signal).catch((e) => forInput(input, () => { throw e; }));
  };
  return {
    games: method('games', 0),
    help: method('help', 1),
    fields: method('fields', 1),
    check: method('check', 3),
    read: method('read', 2),
    bundled: method('bundled', 1),
    levels: method('levels', 0),
    // level(n, options) or level(game, n, options)
    level: (...args) => method('level', typeof args[0] === 'string' ? 2 : 1)(...args),
    solve: method('solve', 2),
    solveAll: method('solveAll', 2),
    hint: method('hint', 2),
    hintAll: method('hintAll', 2),
    play: method('play', 3),
    generate: method('generate', 1),
    graph: method('graph', 2),
    // Stops the worker; waiting calls are rejected.
    close() {
      closed = true;
      const error = new Error('calcsolve: the worker engine is closed');
      for (const entry of queue.splice(0)) { entry.detach(); entry.reject(error); }
      if (running) { running.detach(); running.reject(error); running = null; }
      if (worker) { worker.terminate(); worker = null; }
    },
  };
}
