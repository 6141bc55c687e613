/** @reelist/api — the movie-service (TMDB v3) and ratings-service (OMDb) clients, with the app's one cache. */
export { configureApi, setContentPreferences, getContentPreferences } from './src/runtime';
export type { ApiConfig, ApiRuntimeOptions, ApiTimers, ContentPreferences, FetchLike } from './src/runtime';
export { ApiError, isApiError } from './src/errors';
export type { ApiErrorKind } from './src/errors';
export type { RequestOptions } from './src/request';
export { clearApiCache, getApiCacheStats, purgeExpired } from './src/cache';
export type { ApiCacheStats } from './src/cache';
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
export { fetchBinary } from './src/binary';
