import { C } from '@reelist/contracts';
import type { Episode, MediaType, PersonDetails, Season, Title } from '@reelist/contracts';
import { tmdbGet, tmdbPeek } from '@reelist/api/core';
import type { RequestOptions, TmdbCall } from '@reelist/api/core';

const DETAIL_APPEND = 'credits,videos,similar,recommendations';

const detailsCall = (type: MediaType, id: number): TmdbCall<Title> => ({
  path: `/${type}/${id}`,
  params: { append_to_response: DETAIL_APPEND },
  ttlMs: C.CACHE_TTL_MS.details,
  message: type === 'tv' ? 'Failed to fetch TV show details' : 'Failed to fetch movie details',
});

/** /movie/{id} with credits, videos, similar and recommendations appended (cached 30 min). */
export const getMovieDetails = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(detailsCall('movie', id), options);

/** /tv/{id} with credits, videos, similar and recommendations appended (cached 30 min). */
export const getTvDetails = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(detailsCall('tv', id), options);

/** The details of a movie or TV show (the detail page's one call). */
export const getTitleDetails = (type: MediaType, id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(detailsCall(type, id), options);

/**
 * Warms a title's details in the cache (card hover or focus), so its detail page can render at once.
 * Fire and forget: a failure is already logged, and the page asks again.
 */
export function prefetchTitle(type: MediaType, id: number): void {
  getTitleDetails(type, id).catch(() => undefined);
}

/** A title's details when they are fresh in the cache (warmed or seen before), without a request. */
export const peekTitleDetails = (type: MediaType, id: number): Title | undefined => tmdbPeek(detailsCall(type, id));

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
