import { C } from '@reelist/contracts';
import type { MediaType, WatchProvider, WatchProvidersResponse } from '@reelist/contracts';
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

interface ProviderList {
  results: Array<WatchProvider & { display_priorities?: Record<string, number> }>;
}

const providerList = (type: MediaType, region: string, options?: RequestOptions) =>
  tmdbGet<ProviderList>(
    {
      path: `/watch/providers/${type}`,
      params: { watch_region: region },
      ttlMs: C.CACHE_TTL_MS.providerLists,
      message: 'Failed to fetch watch providers',
    },
    options,
  );

/**
 * The streaming services of a region, for movies and TV together (/watch/providers/{movie,tv}, cached 24 h): each
 * once, ordered by the region's display priority, then by name.
 */
export async function getRegionProviders(region: string, options?: RequestOptions): Promise<WatchProvider[]> {
  const lists = await Promise.all([providerList('movie', region, options), providerList('tv', region, options)]);
  const byId = new Map<number, WatchProvider>();
  for (const { results } of lists) {
    for (const p of results) {
      if (byId.has(p.provider_id)) continue;
      byId.set(p.provider_id, {
        provider_id: p.provider_id,
        provider_name: p.provider_name,
        logo_path: p.logo_path,
        display_priority: p.display_priorities?.[region] ?? p.display_priority,
      });
    }
  }
  return [...byId.values()].sort(
    (a, b) => a.display_priority - b.display_priority || a.provider_name.localeCompare(b.provider_name),
  );
}
