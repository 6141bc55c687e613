#!/usr/bin/env node
// npm run rollback -w mf-detail: the release live before the current one goes live again (or the remote's dist/
// build when there was none). One atomic write of releases.json; open pages switch on their next visit.
import { APPS } from '../src/config.mjs';
import { rollback } from '../src/releases.mjs';

const [remote] = process.argv.slice(2);
if (!APPS.some((a) => a.dir === remote && a.name !== 'shell')) {
  console.error(
    `usage: rollback.mjs <${APPS.slice(1)
      .map((a) => a.dir)
      .join('|')}>`,
  );
  process.exit(2);
}
try {
  const { from, live } = rollback({ remote });
  console.log(`${remote} rolled back from ${from} to ${live ?? 'its dist/ build'}.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
