import { C } from '@reelist/contracts';
import type { DiscoverParams, MediaType, Paged, Title } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

const POPULAR_FIRST = 'popularity.desc';
const ids = (value: number | readonly number[]): string =>
  typeof value === 'number' ? String(value) : value.join(',');

/** /discover/movie with_genres, sorted by popularity (default TTL). Several ids mean all of them. */
export const discoverMoviesByGenre = (
  genreIds: number | readonly number[],
  page = 1,
  options?: RequestOptions,
): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/discover/movie',
      params: { with_genres: ids(genreIds), page, sort_by: POPULAR_FIRST },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.default,
      message: 'Failed to discover movies by genre',
    },
    options,
  );

const advanced =
  (type: MediaType, message: string) =>
  (params: DiscoverParams = {}, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
    tmdbGet(
      {
        path: `/discover/${type}`,
        params: { sort_by: POPULAR_FIRST, ...params, page },
        adult: true,
        ttlMs: C.CACHE_TTL_MS.advancedDiscover,
        message,
      },
      options,
    );

/** Advanced /discover/movie: sort_by plus filter params, e.g. from buildDiscoverParams (cached 10 min). */
export const discoverMovies = advanced('movie', 'Failed to discover movies with filters');
/** Advanced /discover/tv: sort_by plus filter params (cached 10 min). */
export const discoverTv = advanced('tv', 'Failed to discover TV shows with filters');

/** /discover/tv with_networks (default TTL). */
export const discoverTvByNetwork = (networkId: number, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/discover/tv',
      params: { with_networks: networkId, page, sort_by: POPULAR_FIRST },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.default,
      message: 'Failed to fetch content by network',
    },
    options,
  );

/** /discover/{type} with_watch_providers in a watch_region (default US) (default TTL). */
export const discoverByProvider = (
  providerIds: number | readonly number[],
  type: MediaType = 'movie',
  region: string = C.DEFAULT_WATCH_REGION,
  page = 1,
  options?: RequestOptions,
): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: `/discover/${type}`,
      params: { with_watch_providers: ids(providerIds), watch_region: region, page, sort_by: POPULAR_FIRST },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.default,
      message: 'Failed to fetch content by provider',
    },
    options,
  );

/** /discover/{type} with_keywords (default TTL). */
export const discoverByKeyword = (
  keywordIds: number | readonly number[],
  type: MediaType = 'movie',
  page = 1,
  options?: RequestOptions,
): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: `/discover/${type}`,
      params: { with_keywords: ids(keywordIds), page, sort_by: POPULAR_FIRST },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.default,
      message: 'Failed to fetch content by keyword',
    },
    options,
  );
