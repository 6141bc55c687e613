import type { DiscoverParams, MediaType, SearchFilters, SearchSort } from '@reelist/contracts';
import { clampFilters, defaultSearchFilters } from './search-filters';

/** TV sorts by name and first air date; movies by primary release date, as the movie service names them. */
function sortFor(sort: SearchSort, mediaType: MediaType): string {
  const [field, direction] = sort.split('.') as [string, string];
  if (mediaType === 'tv') {
    if (field === 'title') return `name.${direction}`;
    if (field === 'release_date') return `first_air_date.${direction}`;
    return sort;
  }
  return field === 'release_date' ? `primary_release_date.${direction}` : sort;
}

/** The visitor's streaming services and the region they watch in ("On my services"). */
export interface MyServices {
  ids: readonly number[];
  region: string;
}

/**
 * Turns the search screen's filters into discover parameters for one media type. Values equal to the defaults are
 * left out, so an untouched range never narrows results and equal searches share a cache key. "On my services"
 * asks for titles any of `services` offers (`|` = or) in the filter's region, else the visitor's.
 */
export function buildDiscoverParams(
  filters: Partial<SearchFilters>,
  mediaType: MediaType,
  now: Date = new Date(),
  services?: MyServices,
): DiscoverParams {
  const f = clampFilters(filters, now);
  const d = defaultSearchFilters(now);
  const dateField = mediaType === 'tv' ? 'first_air_date' : 'primary_release_date';
  const params: DiscoverParams = { sort_by: sortFor(f.sortBy, mediaType) };
  if (f.genres.length) params.with_genres = f.genres.join(',');
  if (f.yearFrom !== d.yearFrom) params[`${dateField}.gte`] = `${f.yearFrom}-01-01`;
  if (f.yearTo !== d.yearTo) params[`${dateField}.lte`] = `${f.yearTo}-12-31`;
  if (f.ratingMin !== d.ratingMin) params['vote_average.gte'] = f.ratingMin;
  if (f.ratingMax !== d.ratingMax) params['vote_average.lte'] = f.ratingMax;
  if (f.runtimeMin !== d.runtimeMin) params['with_runtime.gte'] = f.runtimeMin;
  if (f.runtimeMax !== d.runtimeMax) params['with_runtime.lte'] = f.runtimeMax;
  if (f.region) params.watch_region = f.region;
  if (f.onMyServices && services && services.ids.length > 0) {
    params.with_watch_providers = services.ids.join('|');
    params.watch_region = f.region || services.region;
  }
  return params;
}
