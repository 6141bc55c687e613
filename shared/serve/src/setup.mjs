// What `npm start`, `npm test` and the previews need before they run: dependencies, builds, Chromium.
// Uses only Node built-ins: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CHROMIUM } from './chromium.mjs';

export { CHROMIUM };
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Installs from the lock file when node_modules is missing or older than package-lock.json. `npm install`, not
 * `npm ci`: npm 11 leaves @rspack/binding's other-platform optional packages out of the lock file (pulled in by
 * @module-federation/enhanced), and `npm ci` then refuses the lock; `npm install` honours it as it is.
 */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('▶ Installing dependencies (npm install from package-lock.json)...');
  must('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** Debian's Chromium for browser tests: installed with apt-get when we are root, else a clear message. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
    );
    process.exit(1);
  }
  console.log('▶ Installing Chromium (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env });
  must('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/** Build every app and the catalogue; Nx skips what is already built for the same inputs. */
export function buildAll() {
  must('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']);
}
