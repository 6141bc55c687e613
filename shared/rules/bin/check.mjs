#!/usr/bin/env node
// npm test's rules step: file size, fixtures in test folders, shared exports with enough users.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as allowed from '../allowed.mjs';
import { checkRules } from '../src/check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const problems = checkRules(root, allowed);
for (const problem of problems) console.error(`✖ ${problem}`);
console.log(problems.length === 0 ? '✔ rules hold' : `${problems.length} rule problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
