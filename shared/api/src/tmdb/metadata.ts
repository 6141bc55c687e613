import { C } from '@reelist/contracts';
import type {
  ContentRatingsResponse,
  ExternalIds,
  Genre,
  Keyword,
  KeywordsResponse,
  MediaType,
  ReleaseDatesResponse,
} from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const genres =
  (type: MediaType, message: string) =>
  (options?: RequestOptions): Promise<Genre[]> =>
    tmdbGet(
      {
        path: `/genre/${type}/list`,
        ttlMs: C.CACHE_TTL_MS.default,
        message,
        read: (data) => (data as { genres?: Genre[] }).genres ?? [],
      },
      options,
    );

/** /genre/movie/list, the `genres` field (default TTL). */
export const getMovieGenres = genres('movie', 'Failed to fetch movie genres');
/** /genre/tv/list, the `genres` field (default TTL). */
export const getTvGenres = genres('tv', 'Failed to fetch TV genres');

const keywords =
  (type: MediaType, message: string) =>
  (id: number, options?: RequestOptions): Promise<Keyword[]> =>
    tmdbGet(
      {
        path: `/${type}/${id}/keywords`,
        ttlMs: C.CACHE_TTL_MS.metadata,
        message,
        // Movies answer `keywords`, TV shows `results`.
        read: (data) => (data as KeywordsResponse).keywords ?? (data as KeywordsResponse).results ?? [],
      },
      options,
    );

/** /movie/{id}/keywords (cached 60 min). */
export const getMovieKeywords = keywords('movie', 'Failed to fetch movie keywords');
/** /tv/{id}/keywords (cached 60 min). */
export const getTvKeywords = keywords('tv', 'Failed to fetch TV keywords');

/** /{type}/{id}/external_ids (cached 60 min). */
export const getExternalIds = (type: MediaType, id: number, options?: RequestOptions): Promise<ExternalIds> =>
  tmdbGet(
    { path: `/${type}/${id}/external_ids`, ttlMs: C.CACHE_TTL_MS.metadata, message: 'Failed to fetch external IDs' },
    options,
  );

/** /movie/{id}/release_dates (cached 60 min). */
export const getReleaseDates = (id: number, options?: RequestOptions): Promise<ReleaseDatesResponse> =>
  tmdbGet(
    { path: `/movie/${id}/release_dates`, ttlMs: C.CACHE_TTL_MS.metadata, message: 'Failed to fetch release dates' },
    options,
  );

/** /tv/{id}/content_ratings (cached 60 min). */
export const getContentRatings = (id: number, options?: RequestOptions): Promise<ContentRatingsResponse> =>
  tmdbGet(
    {
      path: `/tv/${id}/content_ratings`,
      ttlMs: C.CACHE_TTL_MS.metadata,
      message: 'Failed to fetch content ratings',
    },
    options,
  );
