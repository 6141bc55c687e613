import { getTvSeason } from '@reelist/api';
import type { Season } from '@reelist/contracts';
import { useServiceQuery } from '@reelist/state';

/** One season with its episodes, fetched when it is first opened (cached 30 min by the api). */
export function useSeason(showId: number, season: number) {
  return useServiceQuery<Season>(['season', showId, season], (signal) => getTvSeason(showId, season, { signal }));
}
