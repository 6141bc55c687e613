import { PRODUCT_PREFIX } from './constants';

/** Every browser storage key the app uses. Only @reelist/storage reads or writes them. */
export const STORAGE_KEYS = {
  watchlist: `${PRODUCT_PREFIX}_watchlist`,
  /** Deletions of watchlist items ({id, media_type, deletedAt}) so a cross-tab merge never resurrects them. */
  watchlistTombstones: `${PRODUCT_PREFIX}_watchlist_tombstones`,
  theme: `${PRODUCT_PREFIX}_theme`,
  autoTheme: `${PRODUCT_PREFIX}_auto_theme`,
  preferences: `${PRODUCT_PREFIX}_user_preferences`,
  viewHistory: `${PRODUCT_PREFIX}_view_history`,
  searchHistory: `${PRODUCT_PREFIX}_search_history`,
  analytics: `${PRODUCT_PREFIX}_analytics`,
  reviews: `${PRODUCT_PREFIX}_reviews`,
  ratings: `${PRODUCT_PREFIX}_ratings`,
  /** One entry per viewing (WatchLogEntry), stored compactly; merged across tabs like the watchlist. */
  watchLog: `${PRODUCT_PREFIX}_watch_log`,
  importMatches: `${PRODUCT_PREFIX}_import_matches`,
  /** Shows whose newly aired episodes move them from Watched back to Watching ("Keep following"): show ids. */
  tvFollowing: `${PRODUCT_PREFIX}_tv_following`,
  /** The calendar's "Remind me" entries (Reminder): the daily check notifies each once, on its day. */
  reminders: `${PRODUCT_PREFIX}_reminders`,
  // `reelist_title_facts` (the facts of the watch log's titles, TitleFacts) is named where @reelist/storage's
  // module loaded on demand reads it: a key here, or a constant any lazy chunk imports from this package, costs
  // bytes in the shell's first chunk (about 20 measured).
  /** sessionStorage */
  sessionId: `${PRODUCT_PREFIX}_session_id`,
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** Where a value that failed validation is kept before defaults replace it. */
export const backupKeyFor = (key: string): string => `${key}__backup`;
