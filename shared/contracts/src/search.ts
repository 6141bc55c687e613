import type { SearchSort } from './constants';

/** The search screen's filters as the UI holds them (bounds forced by clampFilters). */
export interface SearchFilters {
  /** 'people': the search finds people by name (/search/person); the other filters apply to titles only. */
  mediaType: 'all' | 'movie' | 'tv' | 'people';
  sortBy: SearchSort;
  genres: number[];
  yearFrom: number;
  yearTo: number;
  ratingMin: number;
  ratingMax: number;
  runtimeMin: number;
  runtimeMax: number;
  /** Watch region (one of the Search screen's WATCH_REGIONS); empty means none chosen. */
  region: string;
  /** "On my services": only titles the visitor's streaming services offer in their region. */
  onMyServices: boolean;
}

/** Query parameters of a movie-service discover call; undefined values are not sent. */
export type DiscoverParams = Record<string, string | number | boolean | undefined>;
