import { searchMovies, searchTv } from '@reelist/api';
import type { MediaType } from '@reelist/contracts';
import { matchedTitleOf } from './resolve';
import type { MatchedTitle } from './types';

/** How many results the import review's search offers. */
export const CATALOGUE_SEARCH_RESULTS = 8;

/**
 * The import review's search for a row the visitor matches by hand: the same movie-service search the matcher
 * uses, by title alone (the row's year may be what kept it from matching), in the row's type.
 */
export async function searchCatalogue(query: string, media: MediaType, signal?: AbortSignal): Promise<MatchedTitle[]> {
  const search = media === 'tv' ? searchTv : searchMovies;
  const page = await search(query, undefined, { signal });
  return page.results.slice(0, CATALOGUE_SEARCH_RESULTS).map((title) => matchedTitleOf(title, media));
}
