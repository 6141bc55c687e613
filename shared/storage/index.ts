/** @reelist/storage — validated, prefixed browser storage with backups of bad values and cross-tab merging. */
export { readWatchlist, writeWatchlist, readWatchlistTombstones } from './src/watchlist-store';
export type { WatchlistWriteResult } from './src/watchlist-store';
export { mergeWatchlists, pruneTombstones, watchlistKey, itemStamp } from './src/merge-watchlists';
export { readThemeSettings, writeThemeSettings, readPreferences, writePreferences } from './src/settings-store';
export {
  readViewHistory,
  appendViewHistory,
  readSearchHistory,
  appendSearchHistory,
  clearHistory,
} from './src/history-store';
export {
  readReviews,
  writeReviews,
  readAllReviews,
  readRatings,
  writeRatings,
  readAllRatings,
} from './src/feedback-store';
export { getSessionId } from './src/session-id';
export { watchExternalChanges } from './src/external-changes';
export { requestPersistence } from './src/persistence';
export { createStorageSlot, jsonCodec } from './src/slot';
export type { Codec, SlotOptions, StorageSlot } from './src/slot';
export { configureStorage } from './src/backend';
export { resetStorageMemory } from './src/reset';
export type { StorageLike, StorageBackends, StorageAreaName } from './src/backend';
export { watchlistItemSchema } from './src/watchlist-schemas';
export { parseBackup, restoreBackup } from './src/backup';
export type { UserBackup, BackupParseResult } from './src/backup';
