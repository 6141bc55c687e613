import { C } from '@reelist/contracts';
import type { DiscoverParams, MediaType, Paged, Title } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const POPULAR_FIRST = 'popularity.desc';

const advanced =
  (type: MediaType, message: string) =>
  (params: DiscoverParams = {}, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
    tmdbGet(
      {
        path: `/discover/${type}`,
        params: { sort_by: POPULAR_FIRST, ...params, page },
        adult: true,
        ttlMs: C.CACHE_TTL_MS.advancedDiscover,
        message,
      },
      options,
    );

/** Advanced /discover/movie: sort_by plus filter params, e.g. from buildDiscoverParams (cached 10 min). */
export const discoverMovies = advanced('movie', 'Failed to discover movies with filters');
/** Advanced /discover/tv: sort_by plus filter params (cached 10 min). */
export const discoverTv = advanced('tv', 'Failed to discover TV shows with filters');
