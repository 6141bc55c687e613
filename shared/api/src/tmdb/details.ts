import { C } from '@reelist/contracts';
import type { Episode, PersonDetails, Season, Title } from '@reelist/contracts';
import type { RequestOptions } from '../request';
import { tmdbGet } from './client';

const DETAIL_APPEND = 'credits,videos,similar,recommendations';

/** /movie/{id} with credits, videos, similar and recommendations appended (cached 30 min). */
export const getMovieDetails = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(
    {
      path: `/movie/${id}`,
      params: { append_to_response: DETAIL_APPEND },
      ttlMs: C.CACHE_TTL_MS.details,
      message: 'Failed to fetch movie details',
    },
    options,
  );

/** /tv/{id} with credits, videos, similar and recommendations appended (cached 30 min). */
export const getTvDetails = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(
    {
      path: `/tv/${id}`,
      params: { append_to_response: DETAIL_APPEND },
      ttlMs: C.CACHE_TTL_MS.details,
      message: 'Failed to fetch TV show details',
    },
    options,
  );

/** The /tv/{id} variant with append_to_response=seasons (cached 30 min); `seasons` holds the list. */
export const getTvSeasons = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(
    {
      path: `/tv/${id}`,
      params: { append_to_response: 'seasons' },
      ttlMs: C.CACHE_TTL_MS.details,
      message: 'Failed to fetch TV seasons',
    },
    options,
  );

/** /tv/{id}/season/{season} (cached 30 min). */
export const getSeasonDetails = (tvId: number, season: number, options?: RequestOptions): Promise<Season> =>
  tmdbGet(
    {
      path: `/tv/${tvId}/season/${season}`,
      ttlMs: C.CACHE_TTL_MS.seasons,
      message: 'Failed to fetch season details',
    },
    options,
  );

/** /tv/{id}/season/{season}/episode/{episode} (cached 30 min). */
export const getEpisodeDetails = (
  tvId: number,
  season: number,
  episode: number,
  options?: RequestOptions,
): Promise<Episode> =>
  tmdbGet(
    {
      path: `/tv/${tvId}/season/${season}/episode/${episode}`,
      ttlMs: C.CACHE_TTL_MS.seasons,
      message: 'Failed to fetch episode details',
    },
    options,
  );

/** /person/{id} with movie_credits, tv_credits and images appended (cached 60 min). */
export const getPersonDetails = (id: number, options?: RequestOptions): Promise<PersonDetails> =>
  tmdbGet(
    {
      path: `/person/${id}`,
      params: { append_to_response: 'movie_credits,tv_credits,images' },
      ttlMs: C.CACHE_TTL_MS.person,
      message: 'Failed to fetch person details',
    },
    options,
  );
