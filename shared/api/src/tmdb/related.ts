import { C } from '@reelist/contracts';
import type { MediaType, Paged, Title, Video } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const paged =
  (kind: 'recommendations' | 'similar', type: MediaType, message: string, ttlMs: number) =>
  (id: number, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
    tmdbGet({ path: `/${type}/${id}/${kind}`, params: { page }, ttlMs, message }, options);

const videos =
  (type: MediaType, message: string) =>
  (id: number, options?: RequestOptions): Promise<Video[]> =>
    tmdbGet(
      {
        path: `/${type}/${id}/videos`,
        ttlMs: C.CACHE_TTL_MS.videos,
        message,
        read: (data) => (data as { results?: Video[] }).results ?? [],
      },
      options,
    );

/** /movie/{id}/recommendations (default TTL). */
export const getMovieRecommendations = paged(
  'recommendations',
  'movie',
  'Failed to fetch movie recommendations',
  C.CACHE_TTL_MS.default,
);
/** /tv/{id}/recommendations (default TTL). */
export const getTvRecommendations = paged(
  'recommendations',
  'tv',
  'Failed to fetch TV recommendations',
  C.CACHE_TTL_MS.default,
);
/** /movie/{id}/similar (cached 30 min). */
export const getSimilarMovies = paged('similar', 'movie', 'Failed to fetch similar movies', C.CACHE_TTL_MS.similar);
/** /tv/{id}/similar (cached 30 min). */
export const getSimilarTv = paged('similar', 'tv', 'Failed to fetch similar TV shows', C.CACHE_TTL_MS.similar);
/** /movie/{id}/videos, the `results` list (cached 30 min). */
export const getMovieVideos = videos('movie', 'Failed to fetch movie videos');
/** /tv/{id}/videos, the `results` list (cached 30 min). */
export const getTvVideos = videos('tv', 'Failed to fetch TV videos');
