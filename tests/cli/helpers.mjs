// helpers.mjs: what the command-line tests share: where the binary is (the
// CALCSOLVE_BIN environment variable runs the tests against another binary, to
// see them fail, or with more games), a run of it to the end, the binary's list
// of games, and a session that answers its prompts one line at a time through a pipe.
import { after } from 'node:test';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const binary = process.env.CALCSOLVE_BIN || path.join(root, 'build/calcsolve');

// One run to its end: exit status, standard output and standard error.
export function run(args, input = '', options = {}) {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000, ...options });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

// The names of the binary's games in the order of the one list (core/games.c), read once from
// `calcsolve help` ("any game by name, its fields in order: calculator, ...", wrapped to 80
// columns up to the blank line after it), so a test that lists the games expects whatever the
// list holds.
export function listedGames(help) {
  const m = help.match(/any game by name, its fields in order: ([^]*?)\n\n/);
  return m ? m[1].trim().split(/,\s+/) : null;
}
let gameList = null;
export function gameNames() {
  if (!gameList) {
    gameList = listedGames(run(['help']).out);
    if (!gameList) throw new Error('calcsolve help does not list the games');
  }
  return gameList;
}

// Sessions still running when the file's tests end (a failed assertion left
// them waiting for input) are stopped, so a failure does not wait for the timer.
const running = new Set();
after(() => { for (const child of running) child.kill('SIGKILL'); });

// A run that is talked to: say(line) sends one answer and resolves with what the
// binary printed up to its next prompt (a line ending in `prompt`) or its end;
// end() closes its input and resolves with {status, out, err}.
export function session(args, prompt = '): ') {
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  child.stdin.on('error', () => {}); // a binary that has ended: what it printed is what counts
  let out = '';
  let err = '';
  let seen = 0; // how much of out earlier answers took
  let waiting = null;
  let closed = null;
  const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
  const next = () => {
    const end = out.indexOf(prompt, seen);
    if (waiting && (end >= 0 || closed)) {
      const upTo = end >= 0 ? end + prompt.length : out.length;
      const chunk = out.slice(seen, upTo);
      seen = upTo;
      const resolve = waiting;
      waiting = null;
      resolve(chunk);
    }
  };
  child.stdout.on('data', (c) => { out += c; next(); });
  child.stderr.on('data', (c) => { err += c; });
  const done = new Promise((resolve) => child.on('close', (status) => {
    clearTimeout(timer);
    running.delete(child);
    closed = { status, out, err };
    next();
    resolve(closed);
  }));
  const read = () => new Promise((resolve) => { waiting = resolve; next(); });
  return {
    child,
    read,
    say(line) {
      child.stdin.write(`${line}\n`);
      return read();
    },
    end() {
      child.stdin.end();
      return done;
    },
  };
}
