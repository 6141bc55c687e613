/** @reelist/catalog — an embedded TMDB-v3 / OMDb compatible server over a deterministic catalogue. */
export { createCatalogApp, createCatalog } from './src/http/app';
export type { CatalogApp, CatalogAppOptions } from './src/http/app';
export { startCatalogServer } from './src/http/server';
export type { CatalogServer, CatalogServerOptions } from './src/http/server';
export { loadCatalogData } from './src/data/load';
export type { LoadOptions } from './src/data/load';
export { buildCatalogData } from './src/data/build-lazy';
export type { BuildOptions } from './src/data/build-lazy';
export { DATA_VERSION } from './src/data/version';
export { HOSTILE_IDS } from './src/data/hostile';
export { CatalogStore } from './src/store/store';
export { FaultRegistry, patternToRegExp } from './src/http/faults';
export type { CatalogData, MovieRec, TvRec, PersonRec } from './src/data/types';
