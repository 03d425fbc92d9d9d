// index.d.ts: hand-written TypeScript types of the calcsolve package (node.js and
// index.js export the same API). Report shapes are the JSON `calcsolve ... --json`
// prints; tests/package/example.ts is checked against this file with tsc --strict.

/** The one table of the games: each game's name and the types of its puzzles and answers. A game is
 * one entry here; every per-game type below is read from it. `generates`: the puzzle a generator
 * gives (never where the game has no generator). */
export interface Games {
  calculator: { fields: CalculatorFields; values: CalculatorFieldValues; puzzle: CalculatorPuzzle; report: CalculatorReport;
    hint: CalculatorHint; play: CalculatorPlay; generates: CalculatorPuzzle };
  digits: { fields: DigitsFields; values: DigitsFieldValues; puzzle: DigitsPuzzle; report: DigitsReport;
    hint: DigitsHint; play: DigitsPlay; generates: DigitsPuzzle };
  clock: { fields: ClockFields; values: ClockFieldValues; puzzle: ClockPuzzle; report: ClockReport;
    hint: ClockHint; play: ClockPlay; generates: never };
  calculator2: { fields: Calculator2Fields; values: Calculator2FieldValues; puzzle: Calculator2Puzzle; report: Calculator2Report;
    hint: Calculator2Hint; play: Calculator2Play; generates: Calculator2Puzzle };
}
export type GameName = keyof Games;

/** A puzzle of game G: `key: value` lines (blank lines between puzzles), or an object of its
 * fields (fields(G) lists them), written as those lines (lists joined with commas, pairs with a
 * space), or an array of such objects. An object's keys are checked: a misspelt field is a type error. */
export type PuzzleInput<G extends GameName = GameName> = string | PuzzleObjects[G] | ReadonlyArray<PuzzleObjects[G]>;
/** A field's value in a puzzle object: a number, or the text its line would hold. */
export type FieldText = string | number;
export interface CalculatorFields {
  level?: FieldText | null;
  start: FieldText;
  goal: FieldText;
  moves: FieldText;
  buttons: string | ReadonlyArray<string | Button>;
  portal?: string | readonly [FieldText, FieldText] | null;
  store?: FieldText | null;
  offset?: FieldText | null;
}
export interface DigitsFields { target: FieldText; numbers: string | ReadonlyArray<FieldText>; pool?: string | ReadonlyArray<FieldText> | null }
export interface ClockFields { n: FieldText; k: FieldText; board?: string | ReadonlyArray<FieldText> | null; hand?: FieldText | null; round?: FieldText | null }
export interface Calculator2Fields {
  level?: FieldText | null;
  start: FieldText;
  goals: string | ReadonlyArray<FieldText>;
  moves: FieldText;
  buttons: string | ReadonlyArray<string | Calculator2Button>;
  portal?: string | readonly [FieldText, FieldText] | null;
  display?: FieldText | null;
  left?: FieldText | null;
  store?: FieldText | null;
  offset?: FieldText | null;
  lock?: FieldText | null;
  reached?: string | ReadonlyArray<FieldText> | null;
}
/** Each game's puzzle as an object (what levels(), read() and a report's puzzle give fits it). */
export type PuzzleObjects = { [G in GameName]: Games[G]['fields'] };
/** Any game's puzzle object. */
export type PuzzleFields = PuzzleObjects[GameName];

export interface SolveOptions {
  /** Count every shortest solution and list the first ones. */
  all?: boolean;
  /** Calculator: the 2017 app's rules (saving into Store is free). */
  classic?: boolean;
  /** Calculator: the display's size, 1..18 (default 6). */
  digits?: number;
  /** A smaller state budget than the package's 3,000,000. */
  maxStates?: number;
}
export interface PlayOptions { classic?: boolean; digits?: number }
export interface HintOptions extends PlayOptions {
  /** A smaller state budget than the package's 3,000,000 (the hint then says gave_up: true). */
  maxStates?: number;
  /** The hint ladder (HintLadder) instead of the one move. */
  ladder?: boolean;
}

/** One rung of the hint ladder, each true of every shortest solution from the position. */
export type HintRung =
  /** Keys (Calculator; Digits: numbers) no shortest solution presses; a save into Store is "Store:save". */
  | { kind: 'unused'; keys: string[]; text: string }
  /** A key every shortest solution presses `times` times. */
  | { kind: 'count'; key: string; times: number; text: string }
  /** A value every shortest solution shows `after` moves from here (Digits: makes on the way, after null). */
  | { kind: 'waypoint'; value: number; after: number | null; text: string }
  /** The next move, as hint() gives it. */
  | { kind: 'next'; press: string; text: string }
  /** A whole shortest solution, move by move. */
  | { kind: 'solution'; presses: string[]; text: string };
/** hint(game, input, {ladder: true}): the rungs in order unused, count (up to 2), waypoint, next,
 * solution, least revealing first, each left out when nothing true can be said. complete: false when
 * the budget stopped the look at every shortest solution (then only next and solution). message: why
 * there is nothing to climb (solved, no win left, gave up), else null. */
export interface HintLadder<G extends GameName = GameName> {
  game: G; won: boolean; solvable: boolean; complete: boolean; message: string | null; ladder: HintRung[];
}
export interface FieldOptions { digits?: number }

/** Thrown for bad input: the field and (in puzzle text, from 1) the line at fault; line 0 when none,
 * and always 0 for a puzzle given as an object (or an array of them): then `field` names what is wrong. */
export class CalcsolveInputError extends Error {
  constructor(error?: { line?: number; field?: string; message?: string });
  readonly name: 'CalcsolveInputError';
  field: string;
  line: number;
}

/** Thrown when generate() or graph() stops at its budget with nothing to answer (candidates tried,
 * states, memory), or the engine runs out of memory: nothing is wrong with the input. solve() and
 * hint() answer with gave_up: true instead. */
export class CalcsolveBudgetError extends Error {
  constructor(error?: { field?: string; message?: string });
  readonly name: 'CalcsolveBudgetError';
  /** generate() found no puzzle in `tries` candidates; graph() ran out of states or memory; the engine ran out of memory. */
  field: 'generate' | 'graph' | 'memory';
}

export interface GameInfo { name: GameName; title: string; bundled: boolean }
/** What a button kind (or a rule) does, for players. */
export interface HelpTopic {
  /** A ButtonKind, or 'portal', 'store-charged' (the default rule), 'store-free' (classic). */
  topic: ButtonKind | 'portal' | 'store-charged' | 'store-free';
  /** What a player calls it, e.g. "+N", "Inv10". */
  name: string;
  /** What it does, one line without a final period. */
  summary: string;
  /** A worked example, e.g. "+3: 12 → 15". */
  example: string;
}
export interface FieldInfo {
  name: string;
  label: string;
  kind: 'integer' | 'list' | 'pair';
  required: boolean;
  /** integer and pair: a value's range; list: the item count's. */
  min: number;
  max: number;
  help: string;
  /** Part of a game in progress, not of a new puzzle. */
  state: boolean;
}

// ---- Calculator: The Game ----
/** A button kind's stable id (also a HelpTopic's topic, and a name generate() takes in kinds). */
export type ButtonKind = 'add' | 'sub' | 'mul' | 'div' | 'append' | 'negate' | 'delete' | 'replace' | 'power' |
  'reverse' | 'sum' | 'shift-left' | 'shift-right' | 'mirror' | 'meta' | 'store' | 'inv10';
export interface Button {
  /** The canonical label: what play() and solutions press. */
  label: string;
  family: 'arithmetic' | 'append' | 'convert' | 'meta' | 'store' | 'special';
  kind: ButtonKind;
  /** The label the key shows in this state ([+]N presses grow the numbers: "+2" shows "+3" after [+]1). */
  now: string;
  /** The key named as a person says it, for a screen reader ("times 4" for x4, "3 to 5" for 3=>5), with the number it uses now. */
  spoken: string;
  /** Store only: the press of its long-press ("Store:save", as solutions and hints spell it) and its name. */
  long_press?: string;
  long_press_name?: string;
}
export interface CalculatorPuzzle {
  level?: number | null;
  start: number;
  goal: number;
  moves: number;
  buttons: Button[];
  portal?: [number, number] | null;
  store?: number;
  offset?: number;
}
/** A bundled level, as levels() lists them. */
export interface CalculatorLevel extends CalculatorPuzzle { level: number; portal: [number, number] | null }
export interface CalculatorStep {
  press: string; value: number; portal_from?: number;
  /** a press that spent no move (the classic save) */
  free?: true;
}
/** A solution's step: `now` is the key's label as the game shows it before the press ([+]1 earlier makes +2 read +3), `spoken` its name said aloud ("Save" for a save). */
export interface CalculatorSolutionStep extends CalculatorStep { now: string; spoken: string }
export interface CalculatorReport {
  game: 'calculator';
  level: number | null;
  start: number;
  goal: number;
  moves_allowed: number;
  buttons: Button[];
  portal: [number, number] | null;
  store: number | null;
  offset: number;
  rules: { classic: boolean; digits: number };
  solved: boolean;
  /** Presses of the shortest solution; null when not solved. */
  moves: number | null;
  solution: string[];
  values: number[];
  steps: CalculatorSolutionStep[];
  /** How hard the level is, 1 (easy) to 10; null when not solved. */
  difficulty: number | null;
  states: number;
  gave_up: boolean;
  message?: string;
  /** With {all: true}: */
  count?: number;
  count_saturated?: boolean;
  count_complete?: boolean;
  listed?: number;
  solutions?: string[][];
}
export interface CalculatorHint {
  game: 'calculator';
  value: number;
  goal: number;
  moves_left: number;
  won: boolean;
  solvable: boolean;
  press: string | null;
  moves_left_after: number | null;
  fewest_moves: number | null;
  /** No win left and fewest_moves unknown: the goal needs more than this many moves (99: never within the engine's limit). */
  needs_more_than: number | null;
  closest: number | null;
  closest_moves: number | null;
  states: number;
  gave_up: boolean;
  /** The hint in the terminal's notation (a save is Store:save). */
  message: string;
  /** The hint as a player at the device reads it (a save is "Save (or hold Store)"). */
  device_message: string;
  /** No win left: how far the goal is and the closest value, in two sentences; else null. */
  dead_end: string | null;
}
export interface CalculatorPlay {
  step: CalculatorStep & { moves_left: number; won: boolean; /** the state's key among the graph's nodes */ node: string };
  puzzle: CalculatorPuzzle;
  /** The game in progress after the move, as puzzle text for the next call. */
  text: string;
}

// ---- Digits ----
export interface DigitsStep { a: number; op: '+' | '-' | '*' | '/'; b: number; result: number }
export interface DigitsPuzzle { target: number; numbers: number[]; pool?: number[] }
export interface DigitsReport {
  game: 'digits';
  target: number;
  numbers: number[];
  solved: boolean;
  ops: number | null;
  /** "4 * 3 = 12", … */
  steps: string[];
  pools: number[][];
  expression: string;
  structured_steps: DigitsStep[];
  closest: number;
  distance: number;
  stars: number;
  count: number;
  /** How hard the puzzle is, 1 (easy) to 10; null when not solved. */
  difficulty: number | null;
  states: number;
  gave_up: boolean;
  message?: string;
  /** With {all: true}: */
  listed?: number;
  solutions?: string[][];
  expressions?: string[];
}
export interface DigitsHint {
  game: 'digits';
  target: number;
  pool: number[];
  won: boolean;
  solvable: boolean;
  /** "4 * 3", as play() takes it. */
  move: string | null;
  step: DigitsStep | null;
  moves_left_after: number | null;
  closest: number;
  distance: number;
  stars: number;
  states: number;
  gave_up: boolean;
  message: string;
}
export interface DigitsPlay {
  /** best: the pool's number nearest the target, its distance and stars. */
  step: DigitsStep & { pool: number[]; best: number; distance: number; stars: number; won: boolean };
  puzzle: DigitsPuzzle;
  text: string;
}

// ---- The clock game ----
/** board, hand and round: the position (of a game in progress, or the start). */
export interface ClockPuzzle { n: number; k: number; board?: number[]; hand?: number; round?: number }
export interface ClockRound { round: number; cell: number; by: 'auto' | 'computer' | 'player'; choice: '0' | 'X' | null; board: number[] }
/** A round of a play step: with why it happened, in words ("The game raised cell 1 to 1: with it at 1, …"). */
export interface ClockPlayRound extends ClockRound { why: string }
export interface ClockReport {
  game: 'clock';
  n: number;
  k: number;
  space: number;
  solved: boolean;
  /** The player's choices, '0' and 'X'; null when not solved. */
  moves: string | null;
  length: number | null;
  rounds: number | null;
  gave_up?: boolean;
  reason?: string;
  message?: string;
  states: number;
  peak_bytes: number;
  start?: { round: number; cell: number; board: number[] };
  trace: ClockRound[] | null;
  trace_truncated: boolean;
}

export interface ClockHint {
  game: 'clock';
  n: number;
  k: number;
  board: number[];
  hand: number;
  round: number;
  /** Whose turn the position is: the game's own moves come first, the player's, or the clock is clear. */
  turn: 'game' | 'player' | 'won';
  won: boolean;
  solvable: boolean;
  /** '0' or 'X', as play() takes it; made on `cell` in round `at_round`, after the game's own moves. */
  move: '0' | 'X' | null;
  cell: number | null;
  at_round: number | null;
  moves_left_after: number | null;
  fewest_moves: number | null;
  win_round: number | null;
  states: number;
  gave_up: boolean;
  message: string;
}
export interface ClockPlay {
  /** Every advance the move made: the game's own moves, the choice, the game's moves up to the next turn;
   * turn_why: why the turn is the player's (or that the clock is clear); on a win, fewest and fewest_round:
   * the fewest choices that clear the clock from its start and the round they clear it at (else null). */
  step: { move: '0' | 'X' | 'wait'; advances: ClockPlayRound[]; turn: 'player' | 'won'; turn_why: string; won: boolean;
    fewest: number | null; fewest_round: number | null };
  puzzle: Required<ClockPuzzle>;
  text: string;
}

// ---- Calculator 2: The Game ----
/** A key of the sequel: `picks` when each press names a place or a turn after `@` (Lock@1, Round@2, Shift@L1). */
export interface Calculator2Button {
  label: string;
  kind: string;
  picks: boolean;
  /** Its colour family, one of the first game's ("arithmetic", "special", "store", …). */
  family: string;
  /** Its one-line help with an example worked out on it ("Sort>: sorts the digits …; e.g. 54 → 45"). */
  help: string;
  /** Its name as a person says it, for a screen reader ("sort up" for Sort>, "times 4" for x4). */
  spoken: string;
  /** Its help as a screen reader says it: the spoken name, no label or arrow ("…; for example, 54 becomes 45"). */
  help_spoken: string;
  /** A key with several presses on the display now (a pick key, Store): each press and its words, left to right. */
  choices?: { move: string; words: string }[];
}
/** A level, or a game in progress (display, left, store, offset, lock, reached). */
export interface Calculator2Puzzle {
  level?: number | null;
  start: number;
  goals: number[];
  moves: number;
  buttons: Calculator2Button[];
  portal: [number, number] | null;
  display?: number;
  left?: number;
  store?: number;
  offset?: number;
  lock?: number;
  /** The digit a waiting Lock holds, in words ("the 9 (hundreds)"). */
  locked?: string;
  reached?: number[];
}
export interface Calculator2Step { press: string; value: number }
/** One goal's shortest way from the position (reached: already reached in the game in progress). */
export interface Calculator2Goal {
  goal: number;
  solved: boolean;
  reached?: true;
  moves?: number;
  solution?: string[];
  steps?: Calculator2Step[];
  /** With {all: true}: */
  count?: number;
}
export interface Calculator2Report {
  level: number | null;
  puzzle: Calculator2Puzzle;
  /** Every goal solved. */
  solved: boolean;
  goals: Calculator2Goal[];
  states: number;
  peak_bytes: number;
  stopped: string | null;
}
export interface Calculator2Hint {
  won: boolean;
  solvable: boolean;
  gave_up: boolean;
  message: string;
  /** The press, as play() takes it (Lock@1), towards `goal`, the goal left with the shortest way. */
  move?: string;
  goal?: number;
  moves_left_after?: number;
  /** Moves every goal still to reach takes: this one from here, the others from the start. */
  fewest_moves?: number;
}
export interface Calculator2Play {
  /** spoken: the press in words ("sort up", "Lock the 5 (tens)"); goal: the goal the press reached (the display then
   * goes back to the start for the next); free: Clear. */
  step: Calculator2Step & { spoken: string; portal_from?: number; goal?: number; moves_left: number; won: boolean; free?: true };
  puzzle: Calculator2Puzzle;
  text: string;
}

// ---- New puzzles and the solution space ----
/** What generate() is asked for; every field may be left out (the game's default). */
export interface GenerateOptions {
  /** The same seed (a number or any text) and options give the same puzzle everywhere. */
  seed?: number | string | bigint;
  /** YYYY-MM-DD: the puzzle of that day, as `calcsolve daily` (the other options are then ignored). */
  date?: string;
  /** Calculator: presses of the shortest solution, 1..12 (default 5); Digits: operations, 2..5. */
  moves?: number;
  /** A score from 1 to 10 to be within 0.5 of. */
  difficulty?: number;
  /** Calculator: button kinds, e.g. "add,mul,reverse" (or arithmetic, special, all). */
  kinds?: string;
  /** Calculator: the level has a portal the solution goes through. */
  portal?: boolean;
  /** Calculator: several shortest solutions may exist. */
  allowMany?: boolean;
  /** Candidates before giving up (default 3000; Digits 2000). */
  tries?: number;
}
export interface Generated<G extends keyof Generators = keyof Generators> {
  game: G;
  /** The seed as a decimal string (64 bits); null for a puzzle of the day. */
  seed: string | null;
  date: string | null;
  /** A puzzle of the day's weekday ("Sunday") and its level of challenge ("Sunday: hardest of the week"). */
  weekday?: string;
  challenge?: string;
  /** 1.0 .. 10.0 */
  difficulty: number;
  puzzle: Generators[G];
  /** The puzzle as text, exactly what `calcsolve generate` prints. */
  text: string;
  /** The first shortest solution, one move a line of play(). */
  solution: string[];
}
/** The games with a generator, and the puzzle each gives. */
export type Generators = { [G in GameName as Games[G]['generates'] extends never ? never : G]: Games[G]['generates'] };
/** The states that lie on some shortest solution, layer by layer (layer = moves made). */
export interface SolutionGraph {
  layers: number;
  nodes: { id: number; label: string; key: string; layer: number; solution: boolean }[];
  /** label: the move, or several joined by " / " when they lead to the same state. */
  edges: { from: number; to: number; label: string; solution: boolean }[];
  /** States on some shortest solution, drawn or not (at most 200 are drawn). */
  total: number;
  hidden: number;
  hidden_edges: number;
}

export type Reports = { [G in GameName]: Games[G]['report'] };
/** What check() gives for each game's field: its value in canonical form. */
export type FieldValues = { [G in GameName]: Games[G]['values'] };
export interface CalculatorFieldValues { level: number; start: number; goal: number; moves: number; buttons: Button[];
  portal: [number, number]; store: number; offset: number }
export interface DigitsFieldValues { target: number; numbers: number[]; pool: number[] }
export interface ClockFieldValues { n: number; k: number; board: number[]; hand: number; round: number }
export interface Calculator2FieldValues { level: number; start: number; goals: number[]; moves: number;
  buttons: Calculator2Button[]; portal: [number, number]; display: number; left: number; store: number; offset: number;
  lock: number; reached: number[] }
/** Any field's value, for a field name known only at run time. */
export type FieldValue = number | number[] | [number, number] | Button[] | Calculator2Button[];
export type Hints = { [G in GameName]: Games[G]['hint'] };
export type Plays = { [G in GameName]: Games[G]['play'] };
export type Puzzles = { [G in GameName]: Games[G]['puzzle'] };
/** A bundled puzzle as level(game, n) gives it: its level number, the n asked for (null for a game
 * whose puzzles carry no number, where n counts them from 1). */
export type BundledLevel<G extends GameName> = Puzzles[G] & { level: number | null };

/** The engine in this thread: every method is synchronous and throws CalcsolveInputError (bad input) or
 * CalcsolveBudgetError (generate() or graph() stopped at its budget). */
export interface Engine {
  games(): GameInfo[];
  /** What each button kind and rule of a game does (default calculator; Digits: its stars; [] for a game without help, the clock). */
  help(game?: GameName): HelpTopic[];
  fields(game: GameName, options?: FieldOptions): FieldInfo[];
  /** One field's value as typed, in canonical form: buttons as Button[], a list as number[], a pair as
   * [number, number], an integer as a number (throws CalcsolveInputError for a bad value or field). */
  check<G extends GameName, F extends keyof FieldValues[G]>(game: G, field: F, value: string | number,
    options?: FieldOptions): FieldValues[G][F];
  check(game: GameName, field: string, value: string | number, options?: FieldOptions): FieldValue;
  read<G extends GameName>(game: G, input: PuzzleInput<G>, options?: FieldOptions): Puzzles[G][];
  /** The puzzles a game ships with ([] when none). */
  bundled<G extends GameName>(game: G): Puzzles[G][];
  /** Calculator: The Game's 199 levels (read from the engine once; each call gives a fresh copy). */
  levels(): CalculatorLevel[];
  /** Calculator: The Game's level n, 1 to 199 (CalcsolveInputError, field 'level', past them). */
  level(n: number): CalculatorLevel;
  /** A game's bundled level by its number, as `calcsolve level N --game G` numbers them: the one
   * whose `level` is n (Calculator 2: 1 to 199 without 20, 40, …, so level 21 is the app's 21), or
   * the nth from 1 for puzzles without numbers. CalcsolveInputError (field 'level') names a number
   * that is missing, and a game without bundled puzzles. */
  level<G extends GameName>(game: G, n: number): BundledLevel<G>;
  /** The report of one puzzle (input holding several throws: use solveAll). */
  solve<G extends GameName>(game: G, input: PuzzleInput<G>, options?: SolveOptions): Reports[G];
  /** The report of each puzzle of the input, in order. */
  solveAll<G extends GameName>(game: G, input: PuzzleInput<G>, options?: SolveOptions): Reports[G][];
  /** The best move from a puzzle or game in progress; with {ladder: true} the hint ladder. */
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options: HintOptions & { ladder: true }): HintLadder<G>;
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions & { ladder?: false }): Hints[G];
  hintAll<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options: HintOptions & { ladder: true }): HintLadder<G>[];
  hintAll<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions & { ladder?: false }): Hints[G][];
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions): Hints[G] | HintLadder<G>;
  /** One move: a Calculator button label, a Digits step "a op b", or the clock's "0", "X" or "wait". */
  play<G extends keyof Plays>(game: G, input: PuzzleInput<G>, move: string, options?: PlayOptions): Plays[G];
  /** A new puzzle with a known shortest solution (Calculator, Digits); CalcsolveBudgetError when none is found in `tries`. */
  generate<G extends keyof Generators>(game: G, options?: GenerateOptions): Generated<G>;
  /** The solution space of a Calculator level; CalcsolveBudgetError when its search stops at the budget. */
  graph(game: 'calculator', input: PuzzleInput<'calculator'>, options?: PlayOptions): SolutionGraph;
}

export interface Cancellable { signal?: AbortSignal }

/** The engine in a worker: the same methods, answering with promises; a running
 * call whose signal aborts rejects with the signal's reason (an AbortError). */
export interface WorkerEngine {
  games(options?: Cancellable): Promise<GameInfo[]>;
  help(game?: GameName, options?: Cancellable): Promise<HelpTopic[]>;
  fields(game: GameName, options?: FieldOptions & Cancellable): Promise<FieldInfo[]>;
  check<G extends GameName, F extends keyof FieldValues[G]>(game: G, field: F, value: string | number,
    options?: FieldOptions & Cancellable): Promise<FieldValues[G][F]>;
  check(game: GameName, field: string, value: string | number, options?: FieldOptions & Cancellable): Promise<FieldValue>;
  read<G extends GameName>(game: G, input: PuzzleInput<G>, options?: FieldOptions & Cancellable): Promise<Puzzles[G][]>;
  bundled<G extends GameName>(game: G, options?: Cancellable): Promise<Puzzles[G][]>;
  levels(options?: Cancellable): Promise<CalculatorLevel[]>;
  level(n: number, options?: Cancellable): Promise<CalculatorLevel>;
  level<G extends GameName>(game: G, n: number, options?: Cancellable): Promise<BundledLevel<G>>;
  solve<G extends GameName>(game: G, input: PuzzleInput<G>, options?: SolveOptions & Cancellable): Promise<Reports[G]>;
  solveAll<G extends GameName>(game: G, input: PuzzleInput<G>, options?: SolveOptions & Cancellable): Promise<Reports[G][]>;
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options: HintOptions & { ladder: true } & Cancellable): Promise<HintLadder<G>>;
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions & { ladder?: false } & Cancellable): Promise<Hints[G]>;
  hintAll<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options: HintOptions & { ladder: true } & Cancellable): Promise<HintLadder<G>[]>;
  hintAll<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions & { ladder?: false } & Cancellable): Promise<Hints[G][]>;
  hint<G extends keyof Hints>(game: G, input: PuzzleInput<G>, options?: HintOptions & Cancellable): Promise<Hints[G] | HintLadder<G>>;
  play<G extends keyof Plays>(game: G, input: PuzzleInput<G>, move: string, options?: PlayOptions & Cancellable): Promise<Plays[G]>;
  generate<G extends keyof Generators>(game: G, options?: GenerateOptions & Cancellable): Promise<Generated<G>>;
  graph(game: 'calculator', input: PuzzleInput<'calculator'>, options?: PlayOptions & Cancellable): Promise<SolutionGraph>;
  /** Ends the worker; calls still waiting are rejected. */
  close(): void;
}

/** Where the package's files are, when a bundler did not copy them beside its output
 * (esbuild): see the package README, "Bundlers and browsers". A load that fails throws
 * an Error naming the address tried and the option to set. */
export interface EngineFiles {
  /** calcsolve.wasm: its URL (a string is read against the page's address; in Node a
   * path, a file: or http(s): URL) or its bytes. Default: the package's own dist/calcsolve.wasm. */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView;
  /** createWorkerEngine()'s worker script (wasm/package/worker.js bundled on its own; in
   * Node worker-node.js): a URL or a string. createEngine() ignores it. */
  worker?: string | URL;
}
/** Loads the wasm (from beside this file, or options.wasm) and returns an engine. */
export function createEngine(options?: EngineFiles): Promise<Engine>;
/** An engine in a worker (worker_threads in Node, a module Web Worker in browsers). */
export function createWorkerEngine(options?: EngineFiles): WorkerEngine;
