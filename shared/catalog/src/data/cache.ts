/** Disk cache of the built data set: read it when it matches today's date and the generator version. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATA_VERSION } from './version';
import type { CatalogData } from './types';

/** The package root, found by walking up, so it works from src/ (tests) and from dist/ (built server). */
export function packageRoot(from: string = __dirname): string {
  let dir = from;
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@reelist/catalog"')
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @reelist/catalog package root');
    dir = parent;
  }
  return dir;
}

export function defaultCachePath(): string {
  return join(packageRoot(), '.data', 'catalog.json');
}

export function writeCatalogFile(path: string, data: CatalogData): void {
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename: concurrent readers (parallel test workers) never see half a file.
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(data));
  renameSync(tmp, path);
}

/** The cached data set if it exists and was built for `today` by this generator version, else null. */
export function readCatalogFile(path: string, today?: string): CatalogData | null {
  if (!existsSync(path)) return null;
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as CatalogData;
    if (data.version !== DATA_VERSION || (today !== undefined && data.today !== today)) return null;
    return data;
  } catch {
    return null;
  }
}
