/**
 * Constants that more than one package uses, and product-wide ones (calls, limits): the product's names,
 * service timings, cache durations, storage caps, image sizes, the sort and region lists behind contract types,
 * default settings and export file names. A screen's own tuning lives with that screen, e.g.
 * `mf-detail/src/lib/constants.ts` or `mf-discover/src/features/search/constants.ts`.
 */
import type { UserPreferences, ThemeSettings } from './personal';

export const PRODUCT_NAME = 'Reelist';
export const PRODUCT_PREFIX = 'reelist';
/** The one local user of this browser: the author of its reviews and the user of its star ratings. */
export const LOCAL_USER = 'current-user';

// Timings and versions
export const SERVICE_TIMEOUT_MS = 10_000;
export const CACHE_DEFAULT_TTL_MS = 5 * 60_000;
export const CACHE_CLEANUP_INTERVAL_MS = 5 * 60_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const EXPORT_VERSION = '1.0';

// Images
export const IMAGE_SIZES = {
  poster: 'w500',
  posterSmall: 'w200',
  profile: 'w185',
  backdrop: 'w1280',
  logo: 'w92',
  logoLarge: 'w200',
} as const;
export const DEFAULT_IMAGE_SIZE = 'w500';
export const IMAGE_PLACEHOLDER = '/placeholder-movie.jpg';

// History
export const VIEW_HISTORY_CAP = 1_000;
export const SEARCH_HISTORY_CAP = 500;
/** Watchlist deletions are remembered this long (and at most this many) for cross-tab merges. */
export const WATCHLIST_TOMBSTONE_TTL_MS = 30 * 24 * 60 * 60_000;
export const WATCHLIST_TOMBSTONE_CAP = 500;

// Text a visitor keeps: storage holds every review and title to these, whichever way it came in (typed, imported,
// moved from another device), cutting what is longer.
/** The longest review content, in characters: room for a real review, not for a pasted book. */
export const REVIEW_CONTENT_MAX = 10_000;
/** The longest title, in characters: the longest real film titles have about 200. */
export const TITLE_MAX = 500;

// Recommendations: @reelist/domain's service-driven rules and mf-insights' history ranking both use these.
export const RECO_TOP_GENRES = 5;
export const RECO_MAX = 20;

/** The SearchFilters type's sortBy (the Search screen's options and their labels live with it in mf-discover). */
export type SearchSort =
  | 'popularity.desc'
  | 'popularity.asc'
  | 'vote_average.desc'
  | 'vote_average.asc'
  | 'release_date.desc'
  | 'release_date.asc'
  | 'title.asc'
  | 'title.desc';

// Theme, regions and defaults
export const THEME_OPTIONS = ['light', 'dark', 'system'] as const;
export const DEFAULT_WATCH_REGION = 'US';
export const EXPORT_FORMATS = ['json', 'csv', 'pdf'] as const;

export const DEFAULT_PREFERENCES: UserPreferences = {
  defaultView: 'grid',
  itemsPerPage: 20,
  showAdultContent: false,
  preferredLanguage: 'en',
  preferredRegion: 'US',
  favoriteGenres: [],
  enableNotifications: false,
  notifyNewReleases: true,
  notifyTrending: false,
  notifyRecommendations: true,
  trackAnalytics: true,
  shareWatchlist: false,
  exportFormat: 'json',
  includePosters: true,
  myServices: [],
  servicesPromptDismissed: false,
};

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { theme: 'light', autoTheme: false };

// Local export file names, with the product prefix.
export const EXPORT_FILE_NAMES = {
  watchlistCsv: `${PRODUCT_PREFIX}-watchlist.csv`,
  watchlistJson: `${PRODUCT_PREFIX}-watchlist.json`,
  watchlistPdf: `${PRODUCT_PREFIX}-watchlist.pdf`,
  analytics: `${PRODUCT_PREFIX}-analytics.json`,
  completeData: `${PRODUCT_PREFIX}-complete-data.json`,
} as const;
/** The watchlist export panel's name: `{prefix}-watchlist-{date}.{ext}`. */
export const watchlistExportFileName = (date: string, ext: 'csv' | 'json' | 'pdf'): string =>
  `${PRODUCT_PREFIX}-watchlist-${date}.${ext}`;

// Cache durations of the movie service (default 5 min) for the calls the app makes; 0 = not cached. A new call adds
// its spec duration here.
export const CACHE_TTL_MS = {
  searchMulti: 2 * 60_000,
  trending: 10 * 60_000,
  lists: 0,
  details: 30 * 60_000,
  watchProviders: 60 * 60_000,
  /** /watch/providers/{type} and /watch/providers/regions */
  providerLists: 24 * 60 * 60_000,
  advancedDiscover: 10 * 60_000,
  /** find by external id and year-filtered movie / TV search (history imports): ids and titles barely change */
  lookup: 24 * 60 * 60_000,
  /** /person/{id} and /trending/person/{window} */
  person: 60 * 60_000,
  searchPerson: 5 * 60_000,
  /** /collection/{id}: the parts of a series change as rarely as a person's credits */
  collection: 60 * 60_000,
  default: CACHE_DEFAULT_TTL_MS,
} as const;
