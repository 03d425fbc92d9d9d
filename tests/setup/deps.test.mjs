// deps.test.mjs: the installer behind `make test` and `make serve` (tests/deps.sh), driven
// through the Makefile's own deps-test and deps-serve targets with stub dpkg-query, apt-get
// and npm first on a PATH that has nothing else of note: on a bare machine every package the
// README's commands need must reach `apt-get install` by name; on a full machine nothing may
// be asked for; a failing apt-get must stop the command with a message and a non-zero exit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync,
  writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// What each README command needs, stated here independently of tests/deps.sh.
const NEEDS = {
  test: ['build-essential', 'libcmocka-dev', 'clang', 'libclang-rt-14-dev', 'emscripten', 'nodejs', 'npm',
    'chromium-headless-shell', 'python3'],
  serve: ['emscripten', 'nodejs', 'npm', 'python3', 'media-types'],
};

// The tools the Makefile's recipes and the script use, linked in from the real system.
const TOOLS = ['sh', 'make', 'dirname', 'id', 'env', 'chmod', 'sort'];

// A copy of the project's build files in a temporary folder, with a bin/ folder of stubs.
// `installed`: 'none' (dpkg knows no package, no node or npm on PATH), 'all' (everything
// is there, node_modules included); `aptExit`: what the stub apt-get exits with.
function sandbox({ installed, aptExit = 0 }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-deps-'));
  const bin = path.join(dir, 'bin');
  const project = path.join(dir, 'project');
  mkdirSync(bin);
  mkdirSync(path.join(project, 'tests', 'fuzz'), { recursive: true });
  for (const file of ['Makefile', 'package.json', 'tests/deps.sh', 'tests/fuzz/fuzz.mk']) {
    copyFileSync(path.join(root, file), path.join(project, file));
  }
  for (const tool of TOOLS) {
    const real = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    assert.ok(real, `${tool} is on this machine`);
    symlinkSync(real, path.join(bin, tool));
  }
  const log = path.join(dir, 'calls.log');
  const stub = (name, body) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> '${log}'\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  stub('dpkg-query', installed === 'all' ? "printf installed; exit 0" : "echo 'no packages found' >&2; exit 1");
  // A successful install of npm puts an npm on PATH, as the real one would.
  stub('apt-get', aptExit !== 0 ? `exit ${aptExit}` :
    `case " $* " in *" npm "*) printf '#!/bin/sh\\necho "npm $*" >> ${log}\\n' > '${bin}/npm'; chmod +x '${bin}/npm';; esac`);
  if (installed === 'all') {
    stub('node', 'exit 0');
    stub('npm', 'exit 0');
    // every npm package the installer checks for (NPM_PACKAGES of tests/deps.sh)
    const npmPackages = readFileSync(path.join(root, 'tests/deps.sh'), 'utf8').match(/^NPM_PACKAGES="([^"]*)"/m)[1].split(/\s+/);
    for (const pkg of npmPackages) {
      mkdirSync(path.join(project, 'node_modules', pkg), { recursive: true });
      writeFileSync(path.join(project, 'node_modules', pkg, 'package.json'), '{}');
    }
  }
  const run = (target) => {
    const r = spawnSync('make', ['--no-print-directory', '-C', project, target], {
      encoding: 'utf8', env: { PATH: bin, HOME: dir }, timeout: 30000 });
    const calls = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
    return { status: r.status, out: r.stdout, err: r.stderr, calls };
  };
  return { run, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const installs = (calls) => calls.filter((c) => c.startsWith('apt-get') && / install /.test(` ${c} `));
const words = (calls) => new Set(installs(calls).flatMap((c) => c.split(/\s+/)));

for (const command of ['test', 'serve']) {
  test(`make ${command} on a bare machine: every package it needs reaches apt-get install`, () => {
    const box = sandbox({ installed: 'none' });
    try {
      const r = box.run(`deps-${command}`);
      assert.equal(r.status, 0, r.err);
      assert.ok(r.calls.includes('apt-get update -qq'), r.calls.join('\n'));
      assert.equal(installs(r.calls).length, 1, 'one apt-get install for all of them');
      const asked = words(r.calls);
      for (const pkg of NEEDS[command]) assert.ok(asked.has(pkg), `${pkg} in: ${installs(r.calls)}`);
      assert.ok(r.calls.some((c) => c.startsWith('npm ci')), 'the npm packages are installed');
      assert.match(r.out, /installing \(Debian\):.*emscripten/);
    } finally {
      box.cleanup();
    }
  });

  test(`make ${command} on a machine that has everything: no apt or npm call at all`, () => {
    const box = sandbox({ installed: 'all' });
    try {
      const r = box.run(`deps-${command}`);
      assert.equal(r.status, 0, r.err);
      assert.deepEqual(r.calls.filter((c) => !c.startsWith('dpkg-query')), []);
      assert.equal(r.out, '');
    } finally {
      box.cleanup();
    }
  });
}

test('a failing apt-get stops make test with a message and a non-zero exit', () => {
  const box = sandbox({ installed: 'none', aptExit: 100 });
  try {
    const r = box.run('deps-test');
    assert.notEqual(r.status, 0);
    assert.match(r.err, /calcsolve: apt-get (update|install) failed \(exit 100\)/);
    assert.match(r.err, /libcmocka-dev/);
  } finally {
    box.cleanup();
  }
});

test('the README lists every package each command installs', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const setup = readme.slice(readme.indexOf('## Set-up'), readme.indexOf('\n## ', readme.indexOf('## Set-up') + 1));
  // the table's rows: | dependency | from | needed by | what it is for |
  const rows = setup.split('\n').filter((l) => /^\| [^-]/.test(l)).map((l) => l.split('|').map((c) => c.trim()));
  for (const command of ['test', 'serve']) {
    for (const pkg of NEEDS[command]) {
      const row = rows.find((cells) => cells[1].split(/[ ,()]+/).includes(pkg));
      assert.ok(row, `a row for ${pkg} in the README's set-up table`);
      assert.ok(row[3].split(/, */).includes(command), `${pkg}'s row says make ${command} needs it: ${row[3]}`);
    }
  }
});
