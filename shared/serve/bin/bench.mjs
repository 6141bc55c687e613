#!/usr/bin/env node
// npm run bench: dependencies and Chromium first, as `npm start` does, then @reelist/bench's own `bench` script
// with the same flags. A child process, not an import: the bench uses @reelist/serve, never the other way round.
import { ensureDependencies, ensureChromium, ROOT } from '../src/setup.mjs';
import { spawnSync } from 'node:child_process';

ensureDependencies();
ensureChromium();
const run = spawnSync('npm', ['run', '--silent', 'bench', '-w', '@reelist/bench', '--', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exitCode = run.status ?? 1;
