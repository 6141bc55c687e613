/** @reelist/storage — validated, prefixed browser storage with backups of bad values and cross-tab merging. */
export type { Store, WriteThroughStore } from './src/create-store';
export type { WriteResult } from './src/write-result';
import { onDemand } from './src/on-demand';
export type { OnDemand } from './src/on-demand';
export { watchlistStore } from './src/watchlist-store';
export type { WatchlistStore } from './src/watchlist-store';
export { afterPaint } from './src/after-paint';
export { themeStore, preferencesStore } from './src/settings-store';
export { viewHistoryStore, searchHistoryStore } from './src/history-store';
export type { HistoryStore } from './src/history-store';
export { reviewsStore, ratingsStore, starBucket, starsFromTen, visitorRating } from './src/feedback-store';
export type { ListsByTitle, TitleListsStore } from './src/feedback-store';
export type { UpdateOptions } from './src/create-store';
export type {
  WatchLog,
  WatchLogStore,
  FollowedShowsStore,
  FollowedPeopleStore,
  ListsStore,
  ListEdit,
  NewList,
} from './src/lazy/watch-log-store';
export type { KeptTitleFacts } from './src/lazy/title-facts';
export type { Reminder, RemindersStore } from './src/lazy/reminders-store';
/**
 * The watch log store, loaded when a screen first needs it: it is not part of Home's first screen. Resolves to the
 * module, so `(await loadWatchLog()).watchLogStore` is the one store of the page. The module also keeps the facts
 * of the log's titles that its statistics fetch once (`loadTitleFacts`, `saveTitleFacts`).
 */
export const loadWatchLog = onDemand(() => import('./src/lazy/watch-log-store'));
export type { ImportMatches, StoredMatch } from './src/lazy/import-match-cache';
export type { HistoryImport, HistoryImportResult, HistoryUndoResult } from './src/lazy/history-import';
/**
 * What importing another service's history stores, on demand: `commitHistoryImport` (watchlist, watch log,
 * ratings, reviews all or nothing, with an undo) and the matcher's resolved titles (`loadImportMatches`,
 * `saveImportMatches`).
 */
export const loadHistoryImport = () => import('./src/lazy/history-import');
export type { AvailabilityMap, AvailabilityStore, ArrivalsState, ArrivalsStore } from './src/lazy/availability-store';
/**
 * Where the visitor's services stream the watchlist's titles, on demand: `availabilityStore` (each title's offers
 * as last fetched, `reelist_availability`) and `arrivalsStore` (titles that became available on one of the
 * visitor's services, and when the watchlist was last checked, `reelist_arrivals`).
 */
export const loadAvailability = onDemand(() => import('./src/lazy/availability-store'));
export { getSessionId } from './src/session-id';
export type { StorageAreaName } from './src/backend';
export { parseWatchlistItem, mediaTypeFrom } from './src/watchlist-item';
export type { ImportContext, WatchlistItemResult } from './src/watchlist-item';
export { normaliseTags, tagKey, unionTags, WATCHLIST_TAG_MAX, WATCHLIST_TAGS_MAX } from './src/watchlist-tags';
export { boundReview, NOTHING_CUT } from './src/bounded-text';
export type { CutTexts } from './src/bounded-text';
export { parseBackup, restoreBackup } from './src/backup';
export type { UserBackup, BackupParseResult } from './src/backup';
export { releaseUnreadable, unreadableValue } from './src/unreadable';

/** @internal The one link from the modules this package loads on demand (src/lazy/) to the rest of it. */
export { createStore, reloadStores } from './src/create-store';
export { createSyncedStore } from './src/synced-store';
export { boundedText, validItems } from './src/lenient';
export { createStorageSlot } from './src/slot';
export { slotStore } from './src/slot-store';
export { ratingsSlot, reviewsSlot } from './src/feedback-store';
export { tombstoneSlot, tombstonesAfter, watchlistSlot } from './src/watchlist-store';
export { WRITTEN } from './src/write-result';
export { area } from './src/backend';
