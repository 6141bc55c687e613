/** Loads the data set: from the disk cache when it was built for today by this version, else builds it. */
import { defaultCachePath, readCatalogFile, writeCatalogFile } from './cache';
import type { CatalogData } from './types';

export interface LoadOptions {
  today?: string;
  cachePath?: string;
}

export async function loadCatalogData(options: LoadOptions = {}): Promise<CatalogData> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const path = options.cachePath ?? defaultCachePath();
  const cached = readCatalogFile(path, today);
  if (cached) return cached;
  // Imported lazily: the generator pulls in faker (ESM-only), which only a build needs.
  const { buildCatalogData } = await import('./build');
  const data = buildCatalogData({ today });
  writeCatalogFile(path, data);
  return data;
}
