/** Async entry to the generator, so importing the package never loads faker (ESM-only) until a build runs. */
import type { BuildOptions } from './build';
import type { CatalogData } from './types';

export type { BuildOptions };

export async function buildCatalogData(options: BuildOptions = {}): Promise<CatalogData> {
  const { buildCatalogData: build } = await import('./build');
  return build(options);
}
