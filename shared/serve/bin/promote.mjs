#!/usr/bin/env node
// npm run promote -w mf-detail -- <version> [--force]: makes a release live (one atomic write of releases.json).
// Open pages switch to it on their next visit to the remote; the shell needs no rebuild and no restart.
import { APPS } from '../src/config.mjs';
import { promote } from '../src/releases.mjs';

const [remote, ...rest] = process.argv.slice(2);
const version = rest.find((arg) => !arg.startsWith('--'));
if (!APPS.some((a) => a.dir === remote && a.name !== 'shell') || !version) {
  console.error(
    `usage: promote.mjs <${APPS.slice(1)
      .map((a) => a.dir)
      .join('|')}> <version> [--force]`,
  );
  process.exit(2);
}
try {
  const { previous, problems } = promote({ remote, version, force: rest.includes('--force') });
  console.log(`${remote} ${version} is live (before: ${previous ?? 'its dist/ build'}).`);
  if (problems.length > 0) console.warn(`Forced: ${problems.join('; ')}. The shell shows the section fallback for it.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
