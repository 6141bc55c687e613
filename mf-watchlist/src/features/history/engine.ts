/**
 * What an import of another service's history runs once a file is read: loaded on demand, so the Watchlist's
 * first screen carries none of it.
 */
export { matchRecords, openMatchCache } from '../matching';
export { planHistory } from './plan-history';
export { createLists } from './commit-lists';
