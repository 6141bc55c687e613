/** Watchlist imports larger than this are refused before reading (a sane bound for a personal list). */
export const WATCHLIST_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Another service's export (a ZIP of years of history) may be larger; it is read in the import worker. */
export const HISTORY_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/**
 * A CSV import looks its rows without a TMDB ID up in the catalogue by title and year only up to this many rows
 * (at the movie service's 40 requests a second, about half a minute): a larger file keeps generated ids.
 */
export const CSV_MATCH_MAX_ROWS = 1000;
