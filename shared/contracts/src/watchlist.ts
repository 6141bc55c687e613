import type { MediaType } from './media';

/** The three statuses the screens offer, plus two kept so older data still loads. */
export type WatchlistStatus = 'want_to_watch' | 'watching' | 'watched' | 'on_hold' | 'dropped';

export const WATCHLIST_STATUSES: readonly WatchlistStatus[] = ['want_to_watch', 'watching', 'watched'];
export const LEGACY_STATUSES: readonly WatchlistStatus[] = ['on_hold', 'dropped'];

export const STATUS_LABELS: Record<WatchlistStatus, string> = {
  want_to_watch: 'Want to Watch',
  watching: 'Watching',
  watched: 'Watched',
  on_hold: 'On Hold',
  dropped: 'Dropped',
};

/** A watchlist item as stored in the browser. Identified by id + media_type. */
export interface WatchlistItem {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
  media_type: MediaType;
  overview: string;
  addedAt: string;
  status?: WatchlistStatus;
  updatedAt?: string;
  genre_ids?: number[];
  backdrop_path?: string | null;
  /**
   * The visitor's own free-form labels ("cinema", "with kids"), as storage cleans them (normaliseTags): trimmed,
   * inner spaces collapsed, short, a few per item, unique ignoring case. Absent when none.
   */
  tags?: string[];
}

/** A deleted watchlist item, kept briefly so a merge with another tab's older copy does not bring it back. */
export interface WatchlistTombstone {
  id: number;
  media_type: MediaType;
  deletedAt: string;
}

export interface WatchlistStats {
  total: number;
  wantToWatch: number;
  watching: number;
  watched: number;
}

/** The alternative item shape used by import/export and the recommendations helper. */
export interface WatchlistItemAlt {
  id: number;
  title?: string;
  name?: string;
  media_type: MediaType;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
  overview?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  genre_ids?: number[];
  watchlist_status?: string;
  added_to_watchlist?: string;
  user_rating?: number;
  user_notes?: string;
}

export type WatchlistFilter = 'all' | 'want_to_watch' | 'watching' | 'watched';
export type WatchlistSort = 'added' | 'title' | 'rating' | 'release';
export type ViewMode = 'grid' | 'list';

/** Watchlist export JSON, first form. */
export interface WatchlistExportV1 {
  exportDate: string;
  version: '1.0';
  totalItems: number;
  watchlist: Array<{
    id: number;
    title: string;
    mediaType: MediaType;
    status: string;
    rating: number;
    releaseDate: string;
    addedDate: string;
    updatedDate?: string;
    overview: string;
    posterPath: string | null;
    genreIds: number[];
    /** Only when the item has tags. */
    tags?: string[];
  }>;
}

/** Watchlist export JSON, second form. */
export interface WatchlistExportV2 {
  exportedAt: string;
  version: '1.0';
  totalMovies: number;
  watchlist: Array<{
    id: number;
    title: string;
    mediaType: MediaType;
    releaseDate: string;
    rating: number;
    overview: string;
    posterPath: string | null;
    backdropPath: string | null;
    genres: number[];
    status: string;
    addedDate: string;
    userRating?: number;
    userNotes?: string;
  }>;
}
