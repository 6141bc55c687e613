import type { Genre, SearchFilters } from '@reelist/contracts';
import { getMovieGenres, getTvGenres } from '@reelist/api';
import { useServiceQuery } from '@reelist/state';

/** The genres of the chosen media type; for 'all' (and People), movie and TV genres together, each id once. */
export async function getGenres(mediaType: SearchFilters['mediaType'], signal: AbortSignal): Promise<Genre[]> {
  const options = { signal };
  if (mediaType === 'movie') return getMovieGenres(options);
  if (mediaType === 'tv') return getTvGenres(options);
  const [movie, tv] = await Promise.all([getMovieGenres(options), getTvGenres(options)]);
  const byId = new Map<number, Genre>();
  for (const genre of [...movie, ...tv]) if (!byId.has(genre.id)) byId.set(genre.id, genre);
  return [...byId.values()];
}

/** None are asked for People: the genre chips are hidden then. */
export function useGenres(mediaType: SearchFilters['mediaType']) {
  return useServiceQuery(['genres', mediaType], (signal) => getGenres(mediaType, signal), {
    enabled: mediaType !== 'people',
  });
}
