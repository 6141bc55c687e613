import { msg } from '@lingui/core/macro';

/**
 * The Watchlist screen's sort and filter choices (default: all, grid, added); only this remote uses them. The labels
 * are message descriptors, read in the interface's language where they are shown.
 */
export const WATCHLIST_SORT_OPTIONS = [
  { value: 'added', label: msg`Sort by Date Added` },
  { value: 'title', label: msg`Sort by Title` },
  { value: 'rating', label: msg`Sort by Rating` },
  { value: 'release', label: msg`Sort by Release Date` },
] as const;
export const WATCHLIST_FILTERS = ['all', 'want_to_watch', 'watching', 'watched'] as const;
