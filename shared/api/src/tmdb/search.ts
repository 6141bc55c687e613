import { C } from '@reelist/contracts';
import type { Paged, Title } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

/** Movies, TV shows and people matching `query` (/search/multi, cached 2 min). */
export const searchMulti = (query: string, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/search/multi',
      params: { query, page },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.searchMulti,
      message: 'Failed to search content',
    },
    options,
  );

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
