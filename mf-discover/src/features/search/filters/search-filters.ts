import type { SearchFilters, SearchSort } from '@reelist/contracts';
import {
  MEDIA_FILTERS,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  RUNTIME_DEFAULT_MAX,
  RUNTIME_MAX,
  RUNTIME_MIN,
  SEARCH_SORT_OPTIONS,
  WATCH_REGIONS,
  YEAR_MAX_AHEAD,
  YEAR_MIN,
} from '../constants';

export const maxYear = (now: Date): number => now.getFullYear() + YEAR_MAX_AHEAD;

/** The filters of an untouched search screen; every range spans its full default bounds. */
export const defaultSearchFilters = (now: Date = new Date()): SearchFilters => ({
  mediaType: 'all',
  sortBy: 'popularity.desc',
  genres: [],
  yearFrom: YEAR_MIN,
  yearTo: maxYear(now),
  ratingMin: RATING_MIN,
  ratingMax: RATING_MAX,
  runtimeMin: RUNTIME_MIN,
  runtimeMax: RUNTIME_DEFAULT_MAX,
  region: '',
  onMyServices: false,
});

const SORTS = new Set<string>(SEARCH_SORT_OPTIONS.map((o) => o.value));
const MEDIA = new Set<string>(MEDIA_FILTERS);
const REGIONS = new Set<string>(WATCH_REGIONS);

const clamp = (value: number | undefined, min: number, max: number, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, value));

/** Orders a range and keeps both ends within bounds. */
const range = (from: number, to: number): [number, number] => (from <= to ? [from, to] : [to, from]);

/**
 * Completes partial filters with the defaults and forces them into the bounds: year 1900 to this year + 2
 * (whole years), rating 0 to 10 in steps of 0.1, runtime 0 to 500 (whole minutes); a reversed range is swapped.
 */
export function clampFilters(filters: Partial<SearchFilters>, now: Date = new Date()): SearchFilters {
  const d = defaultSearchFilters(now);
  const top = maxYear(now);
  const year = (v: number | undefined, f: number) => Math.round(clamp(v, YEAR_MIN, top, f));
  const rating = (v: number | undefined, f: number) =>
    Math.round(clamp(v, RATING_MIN, RATING_MAX, f) / RATING_STEP) / (1 / RATING_STEP);
  const runtime = (v: number | undefined, f: number) => Math.round(clamp(v, RUNTIME_MIN, RUNTIME_MAX, f));
  const [yearFrom, yearTo] = range(year(filters.yearFrom, d.yearFrom), year(filters.yearTo, d.yearTo));
  const [ratingMin, ratingMax] = range(rating(filters.ratingMin, d.ratingMin), rating(filters.ratingMax, d.ratingMax));
  const [runtimeMin, runtimeMax] = range(
    runtime(filters.runtimeMin, d.runtimeMin),
    runtime(filters.runtimeMax, d.runtimeMax),
  );
  return {
    mediaType: filters.mediaType && MEDIA.has(filters.mediaType) ? filters.mediaType : d.mediaType,
    sortBy: filters.sortBy && SORTS.has(filters.sortBy) ? (filters.sortBy as SearchSort) : d.sortBy,
    genres: [...new Set((filters.genres ?? []).filter((g) => Number.isInteger(g) && g > 0))],
    yearFrom,
    yearTo,
    ratingMin,
    ratingMax,
    runtimeMin,
    runtimeMax,
    region: filters.region && REGIONS.has(filters.region) ? filters.region : '',
    onMyServices: filters.onMyServices === true,
  };
}

/**
 * True when any filter narrows the results (media type, genres, a range, a region, "On my services"); the sort is
 * not a filter.
 */
export function hasActiveFilters(filters: Partial<SearchFilters>, now: Date = new Date()): boolean {
  const f = clampFilters(filters, now);
  const d = defaultSearchFilters(now);
  return (
    f.mediaType !== d.mediaType ||
    f.genres.length > 0 ||
    f.yearFrom !== d.yearFrom ||
    f.yearTo !== d.yearTo ||
    f.ratingMin !== d.ratingMin ||
    f.ratingMax !== d.ratingMax ||
    f.runtimeMin !== d.runtimeMin ||
    f.runtimeMax !== d.runtimeMax ||
    f.region !== d.region ||
    f.onMyServices
  );
}

/**
 * True when a filter that only discover can apply is on: search results carry no runtime and no watch offers, so
 * runtime, watch region and "On my services" cannot narrow a text search.
 */
export function needsDiscover(filters: SearchFilters, now: Date = new Date()): boolean {
  const d = defaultSearchFilters(now);
  return (
    filters.runtimeMin !== d.runtimeMin ||
    filters.runtimeMax !== d.runtimeMax ||
    !!filters.region ||
    filters.onMyServices
  );
}

/** The filters with runtime, watch region and "On my services" back at their defaults. */
export function withoutDiscoverOnly(filters: SearchFilters, now: Date = new Date()): SearchFilters {
  const d = defaultSearchFilters(now);
  return { ...filters, runtimeMin: d.runtimeMin, runtimeMax: d.runtimeMax, region: d.region, onMyServices: false };
}

/** People are found by name alone: every title filter and the sort back at their defaults. */
export const peopleFilters = (now: Date = new Date()): SearchFilters => ({
  ...defaultSearchFilters(now),
  mediaType: 'people',
});
