import { C } from '@reelist/contracts';
import type { Paged, Title } from '@reelist/contracts';
import { tmdbGet, tmdbPeek } from '@reelist/api/core';
import type { RequestOptions, TmdbCall } from '@reelist/api/core';

const multiCall = (query: string, page: number): TmdbCall<Paged<Title>> => ({
  path: '/search/multi',
  params: { query, page },
  adult: true,
  ttlMs: C.CACHE_TTL_MS.searchMulti,
  message: 'Failed to search content',
});

/** Movies, TV shows and people matching `query` (/search/multi, cached 2 min). */
export const searchMulti = (query: string, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(multiCall(query, page), options);

/** A /search/multi page when it is fresh in the cache (the server's render of Search), without a request. */
export const peekSearchMulti = (query: string, page = 1): Paged<Title> | undefined => tmdbPeek(multiCall(query, page));

/**
 * Movies or TV shows only matching `query` (/search/movie, /search/tv, cached like /search/multi): its total is the
 * true count for that media type, which /search/multi's (people included) is not.
 */
export const searchOfType = (
  type: 'movie' | 'tv',
  query: string,
  page = 1,
  options?: RequestOptions,
): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: `/search/${type}`,
      params: { query, page },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.searchMulti,
      message: 'Failed to search content',
    },
    options,
  );
