/** @reelist/contracts — entity types, the bus's event catalogue, storage keys and the constants shared by packages. */
export type {
  MediaType,
  Genre,
  ProductionCompany,
  Person,
  Video,
  Paged,
  Title,
  Season,
  Episode,
  WatchProvider,
  WatchProviderCountry,
  WatchProvidersResponse,
  OmdbRating,
  OmdbTitle,
  FindResults,
  CollectionRef,
  Collection,
  PersonCredit,
  PersonDetails,
} from './src/media';
export type { SearchFilters, DiscoverParams } from './src/search';
export type {
  WatchlistStatus,
  WatchlistItem,
  WatchlistStats,
  WatchlistTombstone,
  WatchlistItemAlt,
  WatchlistFilter,
  WatchlistSort,
  ViewMode,
  WatchlistExportV1,
  WatchlistExportV2,
} from './src/watchlist';
export { WATCHLIST_STATUSES, STATUS_LABELS } from './src/watchlist';
export type { WatchSource, WatchLogEntry, EpisodeRef } from './src/lazy/watch-log';
export { WATCH_SOURCES, WATCH_SOURCE_LABELS } from './src/lazy/watch-log';
export type { TitleFacts, PersonRef } from './src/lazy/title-facts';
export type { FollowedPerson } from './src/lazy/followed-people';
export { creditDate, creditKey, creditTitle, personTitles } from './src/lazy/followed-people';
export type { ListItem, UserList } from './src/lazy/lists';
export type { OfferKind, TitleOffers, KnownAvailability, Arrival } from './src/lazy/availability';
export { OFFER_KINDS } from './src/lazy/availability';
export type {
  Review,
  Rating,
  RatingStats,
  ViewHistoryEntry,
  SearchHistoryEntry,
  ViewingStats,
  SearchStats,
  Theme,
  ThemeSettings,
  ExportFormat,
  UserPreferences,
  AnalyticsExport,
} from './src/personal';
export * as C from './src/constants';
export { DEFAULT_PREFERENCES, DEFAULT_THEME_SETTINGS, watchlistExportFileName } from './src/constants';
export type { SearchSort } from './src/constants';
export {
  detailPath,
  titleIdentity,
  titleMediaType,
  titleName,
  mediaTypeLabel,
  MEDIA_TYPE_LABELS,
} from './src/identity';
export { SHOWN_WIDTH, srcSetAt } from './image-sources.mjs';
export type { SrcSetKind } from './image-sources.mjs';
export { STORAGE_KEYS, backupKeyFor } from './src/storage-keys';
export type { StorageKeyName } from './src/storage-keys';
export type { RuntimeConfig, RemoteName } from './src/config';
export type {
  InstallState,
  NotificationPermissionState,
  NotificationState,
  ToastKind,
  BusEvents,
  BusEventType,
  BusEvent,
} from './src/events';
