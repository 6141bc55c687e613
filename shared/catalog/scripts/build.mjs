// `npm run build -w @reelist/catalog`: transpile every runtime .ts file to dist/ (CommonJS, so extensionless
// imports resolve), then build the data set into .data/catalog.json for today's date.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { transformFileSync } = require('@swc/core');
const swcOptions = require('./swc-options.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const skip = new Set(['node_modules', 'dist', 'bench', 'scripts', '.data', 'testing']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      yield full;
  }
}

rmSync(dist, { recursive: true, force: true });
let count = 0;
for (const file of sources(root)) {
  const out = join(dist, relative(root, file)).replace(/\.ts$/, '.js');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, transformFileSync(file, swcOptions(file)).code);
  count += 1;
}
console.log(`catalog: transpiled ${count} files to ${relative(process.cwd(), dist) || '.'}`);
if (!process.argv.includes('--no-data')) {
  execFileSync(process.execPath, [join(dist, 'bin', 'build-data.js')], { stdio: 'inherit' });
}
