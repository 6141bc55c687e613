import { discoverMovies, discoverTv } from '@reelist/api';
import type { DiscoverParams, Title } from '@reelist/contracts';
import { localToday } from '@reelist/domain';

/** At most this many titles in the carousel (as in every carousel). */
const MAX = 20;

/**
 * "New on your services": the most recent movies and shows any of `services` streams in `region` (subscription,
 * free or with ads), released by today, newest first.
 */
export async function getNewOnServices(
  services: readonly number[],
  region: string,
  signal: AbortSignal,
  today: string = localToday(),
): Promise<Title[]> {
  const common: DiscoverParams = {
    with_watch_providers: services.join('|'),
    watch_region: region,
    with_watch_monetization_types: 'flatrate|free|ads',
  };
  const [movies, shows] = await Promise.all([
    discoverMovies({ ...common, sort_by: 'primary_release_date.desc', 'primary_release_date.lte': today }, 1, {
      signal,
    }),
    discoverTv({ ...common, sort_by: 'first_air_date.desc', 'first_air_date.lte': today }, 1, { signal }),
  ]);
  const dated = [
    ...movies.results.map((t) => ({ ...t, media_type: 'movie' as const })),
    ...shows.results.map((t) => ({ ...t, media_type: 'tv' as const })),
  ];
  const date = (t: Title) => t.release_date ?? t.first_air_date ?? '';
  return dated.sort((a, b) => date(b).localeCompare(date(a))).slice(0, MAX);
}
