// size-budget.mjs: what the packed npm package may weigh: a base for what every install carries
// (the JavaScript, the types twice (index.d.ts for import, index.d.cts for require()), the README,
// the Emscripten glue, the generic code every game uses such as the hint ladder's writer and
// runner) and a budget for each game of the
// engine's list (its code in the engine's wasm and in the CLI's). A new game raises the limit by
// its budget: whether it fits is a decision in these numbers, not a broken test. The package test
// checks the tarball against it; `make bench` prints the size beside it (tests/bench/npm-size.mjs).
export const BASE_BYTES = 77 * 1000;
export const BYTES_PER_GAME = 50 * 1000;

// The most the packed tarball may weigh with `games` games.
export const packedBudget = (games) => BASE_BYTES + BYTES_PER_GAME * games;
