import { C } from '@reelist/contracts';
import type { Genre, MediaType } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const genres =
  (type: MediaType, message: string) =>
  (options?: RequestOptions): Promise<Genre[]> =>
    tmdbGet(
      {
        path: `/genre/${type}/list`,
        ttlMs: C.CACHE_TTL_MS.default,
        message,
        read: (data) => (data as { genres?: Genre[] }).genres ?? [],
      },
      options,
    );

/** /genre/movie/list, the `genres` field (default TTL). */
export const getMovieGenres = genres('movie', 'Failed to fetch movie genres');
/** /genre/tv/list, the `genres` field (default TTL). */
export const getTvGenres = genres('tv', 'Failed to fetch TV genres');
