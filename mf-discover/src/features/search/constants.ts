import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import type { SearchSort } from '@reelist/contracts';

/** The Search screen's options and filter bounds (year 1900 to this year + 2); only this remote uses them. */

export const SEARCH_SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: MessageDescriptor }> = [
  { value: 'popularity.desc', label: msg`Most Popular` },
  { value: 'popularity.asc', label: msg`Least Popular` },
  { value: 'vote_average.desc', label: msg`Highest Rated` },
  { value: 'vote_average.asc', label: msg`Lowest Rated` },
  { value: 'release_date.desc', label: msg`Newest First` },
  { value: 'release_date.asc', label: msg`Oldest First` },
  { value: 'title.asc', label: msg`A-Z` },
  { value: 'title.desc', label: msg`Z-A` },
];
/** The watch regions the filter offers (the service's own list is longer). */
export const WATCH_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'KR', 'IN', 'BR', 'MX'] as const;

export const SEARCH_SCREEN_DEBOUNCE_MS = 500;
export const MEDIA_FILTERS = ['all', 'movie', 'tv', 'people'] as const;
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
