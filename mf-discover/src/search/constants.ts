/** The Search screen's options and filter bounds (spec sections 5 and 9); only this remote uses them. */

export const SEARCH_SCREEN_DEBOUNCE_MS = 500;
export const MEDIA_FILTERS = ['all', 'movie', 'tv'] as const;
export const SEARCH_GENRE_CHIPS = 2;
export const APPLIED_FILTER_TAGS_MAX = 4;
export const YEAR_MIN = 1900;
export const YEAR_MAX_AHEAD = 2;
export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const RATING_STEP = 0.1;
export const RUNTIME_MIN = 0;
export const RUNTIME_MAX = 500;
export const RUNTIME_DEFAULT_MAX = 300;
