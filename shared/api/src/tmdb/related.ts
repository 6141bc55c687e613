import { C } from '@reelist/contracts';
import type { MediaType, Paged, Title } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const recommendations =
  (type: MediaType, message: string) =>
  (id: number, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
    tmdbGet(
      { path: `/${type}/${id}/recommendations`, params: { page }, ttlMs: C.CACHE_TTL_MS.default, message },
      options,
    );

/** /movie/{id}/recommendations (default TTL). */
export const getMovieRecommendations = recommendations('movie', 'Failed to fetch movie recommendations');
/** /tv/{id}/recommendations (default TTL). */
export const getTvRecommendations = recommendations('tv', 'Failed to fetch TV recommendations');
