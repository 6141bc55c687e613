import { C } from '@reelist/contracts';
import type { Paged, Title } from '@reelist/contracts';
import { isApiError, tmdbGet, tmdbPeek } from '@reelist/api/core';
import type { RequestOptions, TmdbCall } from '@reelist/api/core';
import { popularMoviesFallback } from './demo';

export type TrendingType = 'all' | 'movie' | 'tv';
export type TimeWindow = 'day' | 'week';

const trendingCall = (type: TrendingType, window: TimeWindow, page: number): TmdbCall<Paged<Title>> => ({
  path: `/trending/${type}/${window}`,
  params: { page },
  ttlMs: C.CACHE_TTL_MS.trending,
  message: 'Failed to fetch trending content',
});

/** /trending/{type}/{window} (cached 10 min); Home uses all/day. */
export const getTrending = (
  type: TrendingType = 'all',
  window: TimeWindow = 'day',
  page = 1,
  options?: RequestOptions,
): Promise<Paged<Title>> => tmdbGet(trendingCall(type, window, page), options);

/** A trending page when it is fresh in the cache (Home's first list, asked early by the shell), without a request. */
export const peekTrending = (
  type: TrendingType = 'all',
  window: TimeWindow = 'day',
  page = 1,
): Paged<Title> | undefined => tmdbPeek(trendingCall(type, window, page));

const list =
  (path: string, message: string, region: boolean) =>
  (page = 1, options?: RequestOptions) =>
    tmdbGet<Paged<Title>>({ path, params: { page }, region, ttlMs: C.CACHE_TTL_MS.lists, message }, options);

/** /tv/popular (not cached). */
export const getPopularTv = list('/tv/popular', 'Failed to fetch popular TV shows', false);
/** /movie/top_rated (not cached). */
export const getTopRatedMovies = list('/movie/top_rated', 'Failed to fetch top rated movies', true);
/** /movie/upcoming (not cached). */
export const getUpcomingMovies = list('/movie/upcoming', 'Failed to fetch upcoming movies', true);

const popularMovies = list('/movie/popular', 'Failed to fetch popular movies', true);

/**
 * /movie/popular (not cached). Never rejects for a service failure: it resolves with two demo movies
 * (popular movies never show an error). A caller's own abort still rejects, since nobody is waiting for the demo.
 */
export async function getPopularMovies(page = 1, options?: RequestOptions): Promise<Paged<Title>> {
  try {
    return await popularMovies(page, options);
  } catch (error) {
    if (isApiError(error) && error.kind === 'aborted') throw error;
    return popularMoviesFallback();
  }
}
