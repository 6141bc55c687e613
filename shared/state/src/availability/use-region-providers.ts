import { getRegionProviders } from '@reelist/api';
import type { WatchProvider } from '@reelist/contracts';
import { useServiceQuery } from '../use-service-query';
import type { ServiceQueryResult } from '../use-service-query';

/** The streaming services of a region (movies and TV, cached 24 h); nothing is asked while `enabled` is false. */
export function useRegionProviders(region: string, enabled = true): ServiceQueryResult<WatchProvider[]> {
  return useServiceQuery(`region-providers:${region}`, (signal) => getRegionProviders(region, { signal }), {
    enabled,
  });
}
