// `npm run start -w @reelist/catalog`: build dist/ first when it is missing, then run the server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'bin', 'start.js');
if (!existsSync(entry)) {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--no-data'], { stdio: 'inherit' });
}
await import(entry);
