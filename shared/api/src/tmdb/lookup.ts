import { C } from '@reelist/contracts';
import type { FindResults, Paged, Title } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

/** The outside ids the movie service can look titles up by. */
export type ExternalSource = 'imdb_id' | 'tvdb_id';

const readFind = (data: unknown): FindResults => {
  const body = (data ?? {}) as Partial<FindResults>;
  return {
    movie_results: body.movie_results ?? [],
    tv_results: body.tv_results ?? [],
    person_results: body.person_results ?? [],
    tv_episode_results: body.tv_episode_results ?? [],
    tv_season_results: body.tv_season_results ?? [],
  };
};

/**
 * /find/{id} with external_source: the movies, TV shows and people an IMDb (`tt...`, `nm...`) or TVDB id names
 * (cached 24 h). The five arrays are always there, empty when nothing matches.
 */
export const findByExternalId = (id: string, source: ExternalSource, options?: RequestOptions): Promise<FindResults> =>
  tmdbGet(
    {
      path: `/find/${encodeURIComponent(id)}`,
      params: { external_source: source },
      ttlMs: C.CACHE_TTL_MS.lookup,
      message: 'Failed to look up title',
      read: readFind,
    },
    options,
  );

/** /search/movie, first page, with primary_release_year when a year is given (cached 24 h). */
export const searchMovies = (query: string, year?: number, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/search/movie',
      params: { query, primary_release_year: year, page: 1 },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.lookup,
      message: 'Failed to search movies',
    },
    options,
  );

/** /search/tv, first page, with first_air_date_year when a year is given (cached 24 h). */
export const searchTv = (query: string, year?: number, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/search/tv',
      params: { query, first_air_date_year: year, page: 1 },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.lookup,
      message: 'Failed to search TV shows',
    },
    options,
  );
