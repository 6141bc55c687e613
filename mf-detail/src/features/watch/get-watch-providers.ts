import { getWatchProviders } from '@reelist/api';
import type { MediaType, WatchProviderCountry } from '@reelist/contracts';
import { useServiceQuery } from '@reelist/state';

export interface WatchProvidersState {
  /** The region's providers; undefined while loading, on failure, or when the region has none. */
  country: WatchProviderCountry | undefined;
  loading: boolean;
  failed: boolean;
}

/** Where to watch a title in one region (the visitor's preferred region). */
export function useWatchProviders(mediaType: MediaType, id: number, region: string): WatchProvidersState {
  const query = useServiceQuery(['providers', mediaType, id], (signal) => getWatchProviders(mediaType, id, { signal }));
  return { country: query.data?.results[region], loading: query.loading, failed: !!query.error };
}
