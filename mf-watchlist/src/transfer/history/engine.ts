/**
 * What an import of another service's history runs once a file is read: loaded on demand, so the Watchlist's
 * first screen carries none of it.
 */
export { matchRecords } from '../match/match-records';
export { openMatchCache } from '../match/match-cache';
export { planHistory } from './plan-history';
