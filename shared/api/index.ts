/**
 * @reelist/api — the movie-service (TMDB v3) and ratings-service (OMDb) clients, with the app's one cache.
 * The cache and configuration live in `@reelist/api/core` (the shared singleton); the calls below are plain
 * functions over it, so each app bundles only the ones it uses.
 */
export { configureApi, setContentPreferences, getContentPreferences } from '@reelist/api/core';
export type { ApiConfig, ApiRuntimeOptions, ApiTimers, ContentPreferences, FetchLike } from '@reelist/api/core';
export { ApiError, isApiError } from '@reelist/api/core';
export type { ApiErrorKind, RequestOptions, ApiCacheStats } from '@reelist/api/core';
export { clearApiCache, getApiCacheStats, purgeExpired, fetchBinary } from '@reelist/api/core';
export { searchMulti, searchPeople } from './src/tmdb/search';
export {
  getTrending,
  getTrendingPeople,
  getPopularMovies,
  getPopularTv,
  getTopRatedMovies,
  getUpcomingMovies,
} from './src/tmdb/lists';
export type { TrendingType, TimeWindow } from './src/tmdb/lists';
export {
  getMovieDetails,
  getTvDetails,
  getTvSeasons,
  getSeasonDetails,
  getEpisodeDetails,
  getPersonDetails,
  getTitleDetails,
  prefetchTitle,
  peekTitleDetails,
} from './src/tmdb/details';
export {
  discoverMoviesByGenre,
  discoverMovies,
  discoverTv,
  discoverTvByNetwork,
  discoverByProvider,
  discoverByKeyword,
} from './src/tmdb/discover';
export {
  getMovieRecommendations,
  getTvRecommendations,
  getSimilarMovies,
  getSimilarTv,
  getMovieVideos,
  getTvVideos,
} from './src/tmdb/related';
export { getWatchProviders, getWatchProviderRegions, getWatchProvidersList } from './src/tmdb/providers';
export {
  getMovieGenres,
  getTvGenres,
  getMovieKeywords,
  getTvKeywords,
  getExternalIds,
  getReleaseDates,
  getContentRatings,
} from './src/tmdb/metadata';
export { popularMoviesFallback } from './src/tmdb/demo';
export { getOmdbById, searchOmdb, getOmdbByTitle } from './src/omdb';
export { imageUrl, youtubeEmbedUrl } from './src/images';
