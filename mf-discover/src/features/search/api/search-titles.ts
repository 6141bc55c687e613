import type { MediaType, Paged, SearchFilters, Title } from '@reelist/contracts';
import { discoverMovies, discoverTv, peekSearchMulti, searchMulti, searchOfType, searchPeople } from '@reelist/api';
import type { SearchUrlState } from '../search-url';
import { sortTitles } from './sort-titles';
import { buildDiscoverParams } from '../filters/discover-params';
import type { MyServices } from '../filters/discover-params';
import { hasActiveFilters, needsDiscover } from '../filters/search-filters';

/**
 * What the screen asks the service. `text`: /search/multi (titles and people), or /search/movie, /search/tv or
 * /search/person for one type, whose total is that type's true count; the search endpoints neither sort nor filter, so the sort,
 * genres, year and rating apply to the loaded results (within-loaded.ts). `discover`: /discover/{movie,tv} with the
 * filters; 'all' asks both and merges each page in the chosen order. Discover has no text, and a text search cannot
 * use runtime, region or services (reconcile in search-url.ts keeps the two apart), so discover's q is always ''.
 */
export interface SearchRequest {
  mode: 'text' | 'discover';
  q: string;
  filters: SearchFilters;
  /** The sort applies to text results too once the visitor picks one; otherwise they keep relevance order. */
  sortChosen: boolean;
  /** The visitor's services, when "On my services" is on. */
  services?: MyServices;
}

/** The request for a URL state; null when there is nothing to search ('Start Your Search'). */
export function searchRequestFor(
  state: SearchUrlState,
  now: Date = new Date(),
  myServices?: MyServices,
): SearchRequest | null {
  const q = state.q.trim();
  const { sortChosen } = state;
  // "On my services" without any service chosen narrows nothing.
  // People are found by name only (reconcile in search-url.ts turns the title filters off): no text, nothing to ask.
  if (state.filters.mediaType === 'people')
    return q ? { mode: 'text', q, filters: state.filters, sortChosen: false } : null;
  const services = state.filters.onMyServices && myServices?.ids.length ? myServices : undefined;
  const filters = services ? state.filters : { ...state.filters, onMyServices: false };
  if (q && !needsDiscover(filters, now)) return { mode: 'text', q, filters, sortChosen };
  if (hasActiveFilters(filters, now) || sortChosen)
    return { mode: 'discover', q: '', filters, sortChosen, ...(services ? { services } : {}) };
  return null;
}

/** Requests with equal keys share their pages: a text search's pages depend only on its text and media type. */
export const requestKey = (request: SearchRequest): string =>
  JSON.stringify(
    request.mode === 'text' ? { mode: 'text', q: request.q, mediaType: request.filters.mediaType } : request,
  );

const tag = (page: Paged<Title>, mediaType: MediaType | 'person'): Paged<Title> => ({
  ...page,
  results: page.results.map((title) => ({ ...title, media_type: mediaType })),
});

async function discover(request: SearchRequest, page: number, signal: AbortSignal, now: Date): Promise<Paged<Title>> {
  const call = (type: MediaType) =>
    (type === 'movie' ? discoverMovies : discoverTv)(
      buildDiscoverParams(request.filters, type, now, request.services),
      page,
      {
        signal,
      },
    ).then((result) => tag(result, type));
  const { mediaType, sortBy } = request.filters;
  // People never come here (searchRequestFor asks /search/person for them, by name only).
  if (mediaType === 'movie' || mediaType === 'tv') return call(mediaType);
  const [movies, shows] = await Promise.all([call('movie'), call('tv')]);
  return {
    page,
    results: sortTitles([...movies.results, ...shows.results], sortBy),
    total_pages: Math.max(movies.total_pages, shows.total_pages),
    total_results: movies.total_results + shows.total_results,
  };
}

/** One page of results for a request. */
export async function fetchSearchPage(
  request: SearchRequest,
  page: number,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<Paged<Title>> {
  if (request.mode === 'discover') return discover(request, page, signal, now);
  const type = request.filters.mediaType;
  if (type === 'people') return tag(await searchPeople(request.q, page, { signal }), 'person');
  if (type !== 'all') return tag(await searchOfType(type, request.q, page, { signal }), type);
  return searchMulti(request.q, page, { signal });
}

/**
 * A request's first page when the api cache already holds it, without asking: the answer a server's render of Search
 * (a text search over all types) drew its results from, so the browser's first render draws the same.
 */
export function peekFirstPage(request: SearchRequest): Paged<Title> | undefined {
  return request.mode === 'text' && request.filters.mediaType === 'all' ? peekSearchMulti(request.q, 1) : undefined;
}
