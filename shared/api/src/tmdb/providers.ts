import { C } from '@reelist/contracts';
import type { MediaType, WatchProvidersResponse } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

/** /{type}/{id}/watch/providers: results keyed by country (cached 60 min). */
export const getWatchProviders = (
  type: MediaType,
  id: number,
  options?: RequestOptions,
): Promise<WatchProvidersResponse> =>
  tmdbGet(
    {
      path: `/${type}/${id}/watch/providers`,
      ttlMs: C.CACHE_TTL_MS.watchProviders,
      message: 'Failed to fetch watch providers',
    },
    options,
  );
