/** The Watchlist screen's sort and filter choices (default: all, grid, added); only this remote uses them. */

export const WATCHLIST_SORT_OPTIONS = [
  { value: 'added', label: 'Sort by Date Added' },
  { value: 'title', label: 'Sort by Title' },
  { value: 'rating', label: 'Sort by Rating' },
  { value: 'release', label: 'Sort by Release Date' },
] as const;
export const WATCHLIST_FILTERS = ['all', 'want_to_watch', 'watching', 'watched'] as const;
