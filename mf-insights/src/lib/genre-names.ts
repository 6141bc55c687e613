import { useCallback } from 'react';
import type { Genre } from '@reelist/contracts';
import { getMovieGenres, getTvGenres } from '@reelist/api';
import { useServiceQuery } from '@reelist/state';

/** Movie and TV genre names by id; a failing list only leaves its names out (ids are still shown). */
export async function loadGenreNames(signal?: AbortSignal): Promise<Map<number, string>> {
  const lists = await Promise.allSettled([getMovieGenres({ signal }), getTvGenres({ signal })]);
  const names = new Map<number, string>();
  for (const list of lists)
    if (list.status === 'fulfilled') list.value.forEach((genre: Genre) => names.set(genre.id, genre.name));
  return names;
}

/** A lookup from genre id to name, empty until the lists arrive. */
export function useGenreNames(): (id: number) => string | undefined {
  const { data } = useServiceQuery('insights-genre-names', loadGenreNames);
  return useCallback((id: number) => data?.get(id), [data]);
}
