#!/usr/bin/env node
// npm test: install what is missing, then lint, format check, rules, messages, typecheck, unit tests, build, browser
// tests.
// Every step runs (a failure does not hide the next one's result) except the browser tests after a failed build.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensureDependencies, run } from '../src/setup.mjs';

ensureDependencies();
ensureChromium();
const out = join(ROOT, 'test-results');
mkdirSync(out, { recursive: true });

const steps = [];
const step = (name, cmd, args, env) => {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = run(cmd, args, { env: { ...process.env, ...env } });
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
};
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

step('lint', 'npx', ['eslint', '-c', '.eslint.config.mjs', '--max-warnings', '0', '.']);
step('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
// File size, test data in test folders, shared exports with users (shared/rules): each problem says what to do.
step('rules', 'node', ['shared/rules/bin/check.mjs', 'size', 'fixtures', 'exports']);
// Every language has every message of the code, with no placeholder its English lacks (shared/i18n).
step('messages', 'node', ['shared/i18n/bin/check-messages.mjs']);
// One program over the whole workspace: shared sources are checked once, not once per project.
step('typecheck', 'npx', ['tsc', '-p', 'shared/testing/tsconfig.workspace.json', '--noEmit']);
step('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${join(out, 'jest.json')}`]);
const built =
  step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']) &&
  step('preview builds', 'npx', ['nx', 'run-many', '-t', 'build:preview', '--output-style=stream']);
if (built) {
  step('browser tests', 'npx', ['playwright', 'test', '-c', 'shell/e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json'),
  });
} else {
  steps.push({ name: 'browser tests', ok: false, seconds: 0, skipped: true });
}

const jest = readJson(join(out, 'jest.json'));
const pw = existsSync(join(out, 'playwright.json')) ? readJson(join(out, 'playwright.json')) : null;
const unitPassed = jest?.numPassedTests ?? 0;
const unitFailed = jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 1;
const e2ePassed = (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0);
const e2eFailed = pw ? pw.stats.unexpected : built ? 1 : 0;

console.log('\nSummary');
for (const s of steps)
  console.log(`  ${s.ok ? '✔' : '✖'} ${s.name}${s.skipped ? ' (skipped: build failed)' : ''} ${s.seconds}s`);
console.log(`  unit: ${unitPassed} passed, ${unitFailed} failed; browser: ${e2ePassed} passed, ${e2eFailed} failed`);
const gates = steps.filter((s) => !['unit tests', 'browser tests'].includes(s.name));
const passed = unitPassed + e2ePassed + gates.filter((s) => s.ok).length;
const failed = unitFailed + e2eFailed + gates.filter((s) => !s.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(steps.some((s) => !s.ok) ? 1 : 0);
