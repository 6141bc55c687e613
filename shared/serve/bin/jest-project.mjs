#!/usr/bin/env node
// `npm test -w <project>` / `nx affected -t test`: runs the root Jest config on one project's folder.
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { ROOT } from '../src/setup.mjs';

const folder = relative(ROOT, process.cwd()) || '.';
const result = spawnSync('npx', ['jest', '--passWithNoTests', folder, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
