#!/usr/bin/env node
// The rules checks: `check.mjs [size] [fixtures] [exports]` (all when none is named); npm test runs all three.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as allowed from '../allowed.mjs';
import { CHECKS, checkRules } from '../src/check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in CHECKS));
if (unknown.length > 0) {
  console.error(`unknown check(s): ${unknown.join(', ')}; known: ${Object.keys(CHECKS).join(', ')}`);
  process.exit(2);
}
const problems = checkRules(root, allowed, names.length > 0 ? names : undefined);
for (const problem of problems) console.error(`✖ ${problem}`);
console.log(problems.length === 0 ? '✔ rules hold' : `${problems.length} rule problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
