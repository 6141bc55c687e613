import { getOmdbById } from '@reelist/api';
import type { OmdbTitle } from '@reelist/contracts';
import { useServiceQuery } from '@reelist/state';

// The sources' own names: brands, the same in every language.
const IMDB = 'IMDb';
const ROTTEN_TOMATOES = 'Rotten Tomatoes';
const METACRITIC = 'Metacritic';

export interface ExtraRating {
  source: typeof IMDB | typeof ROTTEN_TOMATOES | typeof METACRITIC;
  value: string;
}

const SOURCES = [ROTTEN_TOMATOES, METACRITIC] as const;
const present = (value: string | undefined): value is string => !!value && value !== 'N/A';

/** IMDb, Rotten Tomatoes and Metacritic from a ratings-service answer; sources it lacks are left out. */
export function toExtraRatings(omdb: OmdbTitle | undefined): ExtraRating[] {
  if (!omdb) return [];
  const ratings: ExtraRating[] = [];
  if (present(omdb.imdbRating)) ratings.push({ source: IMDB, value: `${omdb.imdbRating}/10` });
  for (const source of SOURCES) {
    const value = omdb.Ratings?.find((rating) => rating.Source === source)?.Value;
    if (present(value)) ratings.push({ source, value });
  }
  return ratings;
}

/** Extra ratings when the title has an IMDb id. A failure is silently ignored: the page shows no ratings. */
export function useExtraRatings(imdbId: string | null | undefined): ExtraRating[] {
  const query = useServiceQuery(['omdb', imdbId], (signal) => getOmdbById(imdbId ?? '', { signal }), {
    enabled: !!imdbId,
  });
  return query.error ? [] : toExtraRatings(query.data);
}
