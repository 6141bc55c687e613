/**
 * Test data: the catalogue built for a fixed date, once per source version, in a child Node process
 * (faker is ESM-only and Jest's CommonJS runtime cannot load it). Cached under .data/ by a hash of the
 * generator's sources, so editing a generator rebuilds it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot, readCatalogFile } from '../data/cache';
import type { CatalogData } from '../data/types';
import { CatalogStore } from '../store/store';

export const FIXTURE_TODAY = '2026-06-15';
const root = packageRoot(__dirname);

function sourceHash(): string {
  const hash = createHash('sha1');
  const dir = join(root, 'src', 'data');
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Runs the real generator (bin/build-data.ts) in a child process and writes `out`. */
export function buildInChild(out: string, today: string = FIXTURE_TODAY): void {
  execFileSync(
    process.execPath,
    [
      '-r',
      join(root, 'scripts', 'register.cjs'),
      join(root, 'bin', 'build-data.ts'),
      `--today=${today}`,
      `--out=${out}`,
    ],
    { stdio: 'pipe' },
  );
}

export function fixturePath(today: string = FIXTURE_TODAY): string {
  return join(root, '.data', `test-${sourceHash()}-${today}.json`);
}

export function fixtureData(today: string = FIXTURE_TODAY): CatalogData {
  const path = fixturePath(today);
  const cached = readCatalogFile(path, today);
  if (cached) return cached;
  buildInChild(path, today);
  // Drop fixtures of older generator sources (32 MB each); readers that already opened them are unaffected.
  for (const file of readdirSync(join(root, '.data'))) {
    if (file.startsWith('test-') && file.endsWith(`-${today}.json`) && join(root, '.data', file) !== path) {
      rmSync(join(root, '.data', file), { force: true });
    }
  }
  const built = readCatalogFile(path, today);
  if (!built) throw new Error(`fixture build did not produce ${path}`);
  return built;
}

let shared: CatalogStore | undefined;
/** One store per test file (Jest isolates modules per file). */
export function fixtureStore(): CatalogStore {
  shared ??= new CatalogStore(fixtureData());
  return shared;
}
