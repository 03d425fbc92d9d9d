// stage.mjs: the folder npm packs (`make package` runs it; `npm pack ./build/npm`).
// The package's files keep their paths from the repository's package.json ("files");
// its README is wasm/package/README.md, so npm shows the package's own page, not the
// repository's front door; package.json loses what only the repository needs:
// "private": true (it keeps the repository itself from being published, not the
// package), devDependencies, and the scripts (prepack and test run make in a
// checkout; none can run from the tarball). Usage: node wasm/package/stage.mjs OUT_DIR
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.resolve(process.argv[2] || path.join(root, 'build/npm'));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
for (const file of pkg.files) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  copyFileSync(path.join(root, file), path.join(out, file));
}
copyFileSync(path.join(root, 'wasm/package/README.md'), path.join(out, 'README.md'));
delete pkg.private;
delete pkg.scripts;
delete pkg.devDependencies;
writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
