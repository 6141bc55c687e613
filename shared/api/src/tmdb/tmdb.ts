import {
  getMovieDetails,
  getTvDetails,
  getTvSeasons,
  getSeasonDetails,
  getEpisodeDetails,
  getPersonDetails,
} from './details';
import {
  discoverByKeyword,
  discoverByProvider,
  discoverMovies,
  discoverMoviesByGenre,
  discoverTv,
  discoverTvByNetwork,
} from './discover';
import {
  getTrending,
  getTrendingPeople,
  getPopularMovies,
  getPopularTv,
  getTopRatedMovies,
  getUpcomingMovies,
} from './lists';
import {
  getContentRatings,
  getExternalIds,
  getMovieGenres,
  getMovieKeywords,
  getReleaseDates,
  getTvGenres,
  getTvKeywords,
} from './metadata';
import { getWatchProviderRegions, getWatchProviders, getWatchProvidersList } from './providers';
import {
  getMovieRecommendations,
  getMovieVideos,
  getSimilarMovies,
  getSimilarTv,
  getTvRecommendations,
  getTvVideos,
} from './related';
import { searchMulti, searchPeople } from './search';

/** Every movie-service call in one object, for callers that prefer `tmdb.getTrending(...)`. */
export const tmdb = {
  searchMulti,
  searchPeople,
  getTrending,
  getTrendingPeople,
  getPopularMovies,
  getPopularTv,
  getTopRatedMovies,
  getUpcomingMovies,
  getMovieDetails,
  getTvDetails,
  getTvSeasons,
  getSeasonDetails,
  getEpisodeDetails,
  getPersonDetails,
  getMovieGenres,
  getTvGenres,
  discoverMoviesByGenre,
  discoverMovies,
  discoverTv,
  discoverTvByNetwork,
  discoverByProvider,
  discoverByKeyword,
  getMovieRecommendations,
  getTvRecommendations,
  getSimilarMovies,
  getSimilarTv,
  getMovieVideos,
  getTvVideos,
  getWatchProviders,
  getWatchProviderRegions,
  getWatchProvidersList,
  getMovieKeywords,
  getTvKeywords,
  getExternalIds,
  getReleaseDates,
  getContentRatings,
} as const;
