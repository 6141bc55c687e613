import type { Season } from '@reelist/contracts';

/** A season as a show's details list it (no episodes): "Season {n}" with `episodeCount` episodes. */
export const seasonSummary = (seasonNumber: number, episodeCount: number): Season => ({
  id: seasonNumber,
  name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
  overview: '',
  air_date: null,
  poster_path: null,
  season_number: seasonNumber,
  episode_count: episodeCount,
});
