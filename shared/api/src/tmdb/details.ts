import { C } from '@reelist/contracts';
import type { MediaType, Title } from '@reelist/contracts';
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
 * /tv/{id} alone (cached 30 min): a show's seasons and its next and latest episodes, about a tenth of the detail
 * page's answer, for screens that read many shows at once (the calendar).
 */
export const getTvSchedule = (id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet({ path: `/tv/${id}`, ttlMs: C.CACHE_TTL_MS.details, message: 'Failed to fetch TV show details' }, options);

/**
 * /movie/{id} or /tv/{id} with only its credits appended (cached 30 min): what statistics over many titles need
 * (runtime, genres, year, directors, cast) without the detail page's videos and related lists.
 */
export const getTitleWithCredits = (type: MediaType, id: number, options?: RequestOptions): Promise<Title> =>
  tmdbGet(
    {
      path: `/${type}/${id}`,
      params: { append_to_response: 'credits' },
      ttlMs: C.CACHE_TTL_MS.details,
      message: type === 'tv' ? 'Failed to fetch TV show details' : 'Failed to fetch movie details',
    },
    options,
  );

/**
 * Warms a title's details in the cache (card hover or focus), so its detail page can render at once.
 * Fire and forget: a failure is already logged, and the page asks again.
 */
export function prefetchTitle(type: MediaType, id: number): void {
  getTitleDetails(type, id).catch(() => undefined);
}

/** A title's details when they are fresh in the cache (warmed or seen before), without a request. */
export const peekTitleDetails = (type: MediaType, id: number): Title | undefined => tmdbPeek(detailsCall(type, id));
