import { t } from '@lingui/core/macro';
import type { SearchFilters, SearchSort } from '@reelist/contracts';
import {
  clampFilters,
  defaultSearchFilters,
  needsDiscover,
  peopleFilters,
  withoutDiscoverOnly,
} from './filters/search-filters';

export type ResultsView = 'grid' | 'list';

/** Everything the search screen keeps in its URL, so a search can be shared and survives a reload. */
export interface SearchUrlState {
  q: string;
  filters: SearchFilters;
  /** True when the URL names a sort: View All links browse by sort alone, without text or filters. */
  sortChosen: boolean;
  /** Undefined when the URL does not say; the screen then uses the visitor's default view. */
  view?: ResultsView;
}

const RANGE_PARAMS = ['yearFrom', 'yearTo', 'ratingMin', 'ratingMax', 'runtimeMin', 'runtimeMax'] as const;

const num = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

/** Reads the screen state from the query string; unknown or out-of-bounds values fall back to the defaults. */
export function parseSearchUrl(params: URLSearchParams, now: Date = new Date()): SearchUrlState {
  const partial: Partial<SearchFilters> = {
    mediaType: (params.get('type') ?? undefined) as SearchFilters['mediaType'] | undefined,
    sortBy: (params.get('sort') ?? undefined) as SearchSort | undefined,
    genres: (params.get('genres') ?? '').split(',').filter(Boolean).map(Number),
    region: params.get('region') ?? undefined,
    onMyServices: params.get('services') === '1',
  };
  for (const name of RANGE_PARAMS) partial[name] = num(params.get(name));
  const view = params.get('view');
  return {
    q: params.get('q') ?? '',
    filters: clampFilters(partial, now),
    sortChosen: params.has('sort'),
    view: view === 'grid' || view === 'list' ? view : undefined,
  };
}

/** Writes the screen state as a query string, leaving out defaults so URLs stay short and equal states match. */
export function toSearchParams(state: SearchUrlState, now: Date = new Date()): URLSearchParams {
  const params = new URLSearchParams();
  const f = state.filters;
  const d = defaultSearchFilters(now);
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (f.mediaType !== d.mediaType) params.set('type', f.mediaType);
  if (state.sortChosen || f.sortBy !== d.sortBy) params.set('sort', f.sortBy);
  if (f.genres.length) params.set('genres', f.genres.join(','));
  for (const name of RANGE_PARAMS) if (f[name] !== d[name]) params.set(name, String(f[name]));
  if (f.region) params.set('region', f.region);
  if (f.onMyServices) params.set('services', '1');
  if (state.view) params.set('view', state.view);
  return params;
}

/** A People search with a title filter or a sort on (a change, a hand-made URL): they would mean nothing. */
export const hasTitleFiltersForPeople = (state: SearchUrlState, now: Date = new Date()): boolean =>
  state.filters.mediaType === 'people' &&
  (state.sortChosen || JSON.stringify(state.filters) !== JSON.stringify(peopleFilters(now)));

/**
 * A text search and the filters only discover can apply (runtime, region, services) cannot both hold: whichever
 * the visitor changed last wins, and the note says what was turned off, so the box, the URL and the results agree.
 * People are searched by name only: choosing People turns the title filters and the sort off, and the note says so.
 */
export function reconcile(
  previous: SearchUrlState,
  next: SearchUrlState,
  now: Date = new Date(),
): { state: SearchUrlState; note?: string } {
  if (hasTitleFiltersForPeople(next, now))
    return {
      state: { ...next, filters: peopleFilters(now), sortChosen: false },
      note: t`Sort, genres, year, rating, runtime, watch region and "On my services" apply to titles, so they were turned off for People.`,
    };
  const q = next.q.trim();
  if (!q || !needsDiscover(next.filters, now)) return { state: next };
  if (q !== previous.q.trim())
    return {
      state: { ...next, filters: withoutDiscoverOnly(next.filters, now) },
      note: t`Runtime, watch region and "On my services" were turned off: a text search cannot use them.`,
    };
  return {
    state: { ...next, q: '' },
    note: t`Runtime, watch region and "On my services" browse the whole catalogue, so the search for "${q}" was cleared.`,
  };
}
