import type { MediaType } from './media';
import type { WatchlistItem } from './watchlist';
import type { WatchLogEntry } from './lazy/watch-log';

/** A local review, stored per `{mediaType}_{id}`. */
export interface Review {
  id: string;
  movieId: number;
  mediaType: MediaType;
  rating: number;
  title?: string;
  content: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  helpful: number;
  reported: boolean;
}

/** A local star rating. One per user per title. */
export interface Rating {
  user: string;
  rating: number;
  createdAt: string;
}

export interface RatingStats {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ViewHistoryEntry {
  id: number;
  title: string;
  mediaType: MediaType;
  posterPath: string | null;
  genres: number[];
  rating: number;
  viewedAt: string;
  sessionId: string;
}

export interface SearchHistoryEntry {
  query: string;
  resultsCount: number;
  searchedAt: string;
  sessionId: string;
}

export interface ViewingStats {
  totalViews: number;
  uniqueMovies: number;
  weeklyViews: number;
  monthlyViews: number;
  viewingStreak: number;
  hourlyPattern: number[];
  dailyPattern: number[];
  mediaTypes: Record<string, number>;
  topGenres: Array<{ genreId: number; count: number }>;
  averageRating: number;
}

export interface SearchStats {
  totalSearches: number;
  successRate: number;
  averageResults: number;
  uniqueQueries: number;
  topQueries?: Array<{ query: string; count: number }>;
}

export type Theme = 'light' | 'dark' | 'system';

export interface ThemeSettings {
  theme: Theme;
  autoTheme: boolean;
}

export type ExportFormat = 'json' | 'csv' | 'pdf';

export interface UserPreferences {
  defaultView: 'grid' | 'list';
  itemsPerPage: number;
  showAdultContent: boolean;
  preferredLanguage: string;
  preferredRegion: string;
  favoriteGenres: number[];
  enableNotifications: boolean;
  notifyNewReleases: boolean;
  notifyTrending: boolean;
  notifyRecommendations: boolean;
  trackAnalytics: boolean;
  shareWatchlist: boolean;
  exportFormat: ExportFormat;
  includePosters: boolean;
  /** "My streaming services": provider ids of the preferred region, in the order chosen. */
  myServices: number[];
  /** Home's "Pick your services" prompt was dismissed. */
  servicesPromptDismissed: boolean;
}

export interface AnalyticsExport {
  exportedAt: string;
  version: string;
  analytics: {
    viewingStats: ViewingStats;
    searchStats: SearchStats;
    viewHistory: ViewHistoryEntry[];
    searchHistory: SearchHistoryEntry[];
  };
  userData?: {
    watchlist: WatchlistItem[];
    reviews: Record<string, Review[]>;
    ratings: Record<string, Rating[]>;
    preferences: UserPreferences;
    theme: ThemeSettings;
    /** Beyond the spec: every viewing (`reelist_watch_log`); a file without it leaves the log as it is. */
    watchLog?: WatchLogEntry[];
  };
}
