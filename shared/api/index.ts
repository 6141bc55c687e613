/**
 * @reelist/api — the movie-service (TMDB v3) and ratings-service (OMDb) clients, with the app's one cache.
 * The cache and configuration live in `@reelist/api/core` (the shared singleton); the calls below are plain
 * functions over it, so each app bundles only the ones it uses.
 */
export { configureApi, setContentPreferences, getContentPreferences } from '@reelist/api/core';
export { applyContentPreferences } from './src/content-preferences';
export type { ApiConfig, ApiRuntimeOptions, ApiTimers, ContentPreferences, FetchLike } from '@reelist/api/core';
export { ApiError, isApiError } from '@reelist/api/core';
export type { ApiErrorKind, RequestOptions } from '@reelist/api/core';
export { cachedAnswers, clearApiCache, fetchBinary, storeCachedAnswers } from '@reelist/api/core';
export type { CachedAnswer } from '@reelist/api/core';
export { peekSearchMulti, searchMulti, searchOfType } from './src/tmdb/search';
export { findByExternalId, searchMovies, searchTv } from './src/tmdb/lookup';
export type { ExternalSource } from './src/tmdb/lookup';
export {
  getTrending,
  peekTrending,
  getPopularMovies,
  getPopularTv,
  getTopRatedMovies,
  getUpcomingMovies,
} from './src/tmdb/lists';
export type { TrendingType, TimeWindow } from './src/tmdb/lists';
export {
  getMovieDetails,
  getTvDetails,
  getTvSchedule,
  getTitleDetails,
  getTitleWithCredits,
  prefetchTitle,
  peekTitleDetails,
} from './src/tmdb/details';
export { getTvSeason } from './src/tmdb/seasons';
export { getCollection, getPersonDetails, peekPersonDetails, searchPeople } from './src/tmdb/people';
export {
  SERVICE_PACE,
  RATE_LIMIT_RETRIES,
  RATE_LIMIT_BACKOFF_MS,
  isRateLimited,
  createPacer,
  settlePaced,
} from './src/pacing';
export type { PacedBatchOptions } from './src/pacing';
export { discoverMovies, discoverTv } from './src/tmdb/discover';
export { getMovieRecommendations, getTvRecommendations } from './src/tmdb/related';
export { getWatchProviders, getRegionProviders } from './src/tmdb/providers';
export { getMovieGenres, getTvGenres } from './src/tmdb/metadata';
export { popularMoviesFallback } from './src/tmdb/demo';
export { getOmdbById } from './src/omdb';
export { imageSrcSet, imageUrl, youtubeEmbedUrl } from './src/images';
