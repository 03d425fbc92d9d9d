// stage.mjs: the folder npm packs (`make package` runs it; `npm pack ./build/npm`).
// The package's files keep their paths from the repository's package.json ("files");
// its README is wasm/package/README.md, so npm shows the package's own page, not the
// repository's front door; package.json loses what only the repository needs:
// "private": true (it keeps the repository itself from being published, not the
// package), devDependencies, and the scripts (prepack and test run make in a
// checkout; none can run from the tarball). index.d.cts, the types of require('calcsolve'), is
// made here from index.d.ts (the same declarations, read by TypeScript as a CommonJS module's), so
// the two cannot drift. Usage: node wasm/package/stage.mjs OUT_DIR
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.resolve(process.argv[2] || path.join(root, 'build/npm'));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

// The files written here rather than copied: path in the package -> its text.
const made = { 'wasm/package/index.d.cts': commonjsTypes(readFileSync(path.join(root, 'wasm/package/index.d.ts'), 'utf8')) };

// index.d.ts's declarations under a header of their own (its opening comment dropped).
function commonjsTypes(esm) {
  const body = esm.replace(/^(\/\/.*\n)+/, '');
  return '// index.d.cts: the types of require(\'calcsolve\') (package.json exports\' "require" condition,\n' +
    '// index.cjs), for TypeScript\'s CommonJS files (.cts, or .ts under "type": "commonjs"), which\n' +
    '// cannot take the ES module types of index.d.ts. The declarations are index.d.ts\'s, copied\n' +
    '// from it when the package is staged.\n' + body;
}

rmSync(out, { recursive: true, force: true });
for (const file of pkg.files) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  if (file in made) writeFileSync(path.join(out, file), made[file]);
  else copyFileSync(path.join(root, file), path.join(out, file));
}
for (const file of Object.keys(made)) if (!pkg.files.includes(file)) throw new Error(`stage.mjs: ${file} is not in package.json's files`);
copyFileSync(path.join(root, 'wasm/package/README.md'), path.join(out, 'README.md'));
delete pkg.private;
delete pkg.scripts;
delete pkg.devDependencies;
writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
