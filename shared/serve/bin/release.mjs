#!/usr/bin/env node
// npm run release -w mf-detail [-- <version>] [-- --no-build]: builds the remote for production and keeps that
// build as an immutable release, dist-releases/mf-detail/{version}/ with its release.json. Nothing goes live:
// `npm run promote -w mf-detail -- <version>` does that.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APPS } from '../src/config.mjs';
import { createRelease, releaseFolder } from '../src/releases.mjs';
import { ROOT, ensureDependencies, must } from '../src/setup.mjs';

const [remote, ...rest] = process.argv.slice(2);
const app = APPS.find((a) => a.dir === remote && a.name !== 'shell');
if (!app) {
  console.error(
    `usage: release.mjs <${APPS.slice(1)
      .map((a) => a.dir)
      .join('|')}> [version] [--no-build]`,
  );
  process.exit(2);
}
const build = !rest.includes('--no-build');
const version =
  rest.find((arg) => !arg.startsWith('--')) ??
  JSON.parse(readFileSync(join(ROOT, remote, 'package.json'), 'utf8')).version;

const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
const head = git(['rev-parse', 'HEAD']) || 'unknown';
const dirty = git(['status', '--porcelain', '--', remote, 'shared']) !== '';

try {
  if (build) {
    ensureDependencies();
    must('npx', ['nx', 'run', `${remote}:build`, '--output-style=stream']);
  }
  createRelease({ remote, version, commit: dirty ? `${head}-dirty` : head });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(
  `Released ${remote} ${version}: ${relative(ROOT, releaseFolder(remote, version))}\n` +
    `Not live yet: npm run promote -w ${remote} -- ${version}`,
);
