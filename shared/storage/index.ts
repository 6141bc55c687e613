/** @reelist/storage — validated, prefixed browser storage with backups of bad values and cross-tab merging. */
export type { Store, WriteThroughStore } from './src/create-store';
export type { WriteResult } from './src/write-result';
export { watchlistStore } from './src/watchlist-store';
export { themeStore, preferencesStore } from './src/settings-store';
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
export type { StorageAreaName } from './src/backend';
export { parseWatchlistItem, mediaTypeFrom } from './src/watchlist-item';
export type { ImportContext, WatchlistItemResult } from './src/watchlist-item';
export { parseBackup, restoreBackup } from './src/backup';
export type { UserBackup, BackupParseResult } from './src/backup';
