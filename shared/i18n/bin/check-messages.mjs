#!/usr/bin/env node
// npm test's messages check (`npm run messages:check`): each catalogue in shared/i18n/lingui.config.cjs is up to date with the
// code (a fresh extraction into a temporary folder finds the same messages), complete in every language, and no
// translation uses a placeholder its English lacks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, staleProblems } from '../src/check-messages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const configFile = join(root, 'shared/i18n/lingui.config.cjs');
const config = require(configFile);
const po = require('@lingui/format-po').formatter();

// A catalogue's file not written yet reads as no messages (its problems then list every one).
const read = (file, locale) =>
  existsSync(file) ? po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }) : {};
const fileOf = (path, base, locale) => `${path.replace('<rootDir>', base).replace('{locale}', locale)}.po`;

// Extract the English messages afresh, into a temporary copy of each catalogue's folder.
const scratch = mkdtempSync(join(tmpdir(), 'reelist-messages-'));
const scratchConfig = join(scratch, 'lingui.config.cjs');
writeFileSync(
  scratchConfig,
  `const config = require(${JSON.stringify(configFile)});
module.exports = { ...config, rootDir: ${JSON.stringify(root)}, locales: ['en'],
  catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>', ${JSON.stringify(scratch)}) })) };
`,
);
const extract = spawnSync('npx', ['lingui', 'extract', '--config', scratchConfig], { cwd: root, encoding: 'utf8' });
const problems = [];
if (extract.status !== 0) problems.push(`lingui extract failed:\n${extract.stdout}\n${extract.stderr}`);
else {
  for (const { path } of config.catalogs) {
    const name = path.replace('<rootDir>/', '').replace('/{locale}', '');
    const english = read(fileOf(path, root, 'en'), 'en');
    problems.push(...staleProblems(name, read(fileOf(path, scratch, 'en'), 'en'), english));
    const translations = Object.fromEntries(
      config.locales.filter((l) => l !== config.sourceLocale).map((l) => [l, read(fileOf(path, root, l), l)]),
    );
    problems.push(...catalogueProblems(name, english, translations));
  }
}
rmSync(scratch, { recursive: true, force: true });
for (const problem of problems) console.error(`✖ ${problem}`);
console.log(problems.length === 0 ? '✔ messages complete in every language' : `${problems.length} message problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
