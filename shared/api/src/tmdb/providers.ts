import { C } from '@reelist/contracts';
import type { MediaType, WatchProvider, WatchProviderRegion, WatchProvidersResponse } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const results = <T>(data: unknown): T[] => (data as { results?: T[] }).results ?? [];

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

/** /watch/providers/regions, the `results` list (cached 24 h). */
export const getWatchProviderRegions = (options?: RequestOptions): Promise<WatchProviderRegion[]> =>
  tmdbGet(
    {
      path: '/watch/providers/regions',
      ttlMs: C.CACHE_TTL_MS.providerCatalog,
      message: 'Failed to fetch watch provider regions',
      read: results<WatchProviderRegion>,
    },
    options,
  );

/** /watch/providers/{type}: every provider for movies or TV, the `results` list (cached 24 h). */
export const getWatchProvidersList = (type: MediaType, options?: RequestOptions): Promise<WatchProvider[]> =>
  tmdbGet(
    {
      path: `/watch/providers/${type}`,
      ttlMs: C.CACHE_TTL_MS.providerCatalog,
      message: 'Failed to fetch watch providers',
      read: results<WatchProvider>,
    },
    options,
  );
