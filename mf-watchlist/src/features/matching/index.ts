// The matching feature's front door: imported titles matched to the catalogue (the history import's matcher, and
// the CSV rows without a TMDB ID, loaded on demand).
export { lookupKeyOf } from './lookup-key';
export { openMatchCache } from './match-cache';
export { matchCsvItems } from './match-csv';
export { matchRecords, REMEMBERED_NOT_FOUND } from './match-records';
export { searchCatalogue } from './search-catalogue';
export type { MatchedTitle, MatchResult } from './types';
