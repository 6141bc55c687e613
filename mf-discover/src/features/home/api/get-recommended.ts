import type { Title, WatchlistItem } from '@reelist/contracts';
import { discoverMovies, getMovieRecommendations, getPopularTv, getTvRecommendations } from '@reelist/api';
import { recommendFromWatchlist } from '@reelist/domain';

/** Recommended for You: the domain's service-driven rules over this app's API calls (loaded on demand). */
export function getRecommended(watchlist: readonly WatchlistItem[], signal: AbortSignal): Promise<Title[]> {
  const options = { signal };
  return recommendFromWatchlist(watchlist, {
    recommendationsFor: (item) =>
      item.media_type === 'tv'
        ? getTvRecommendations(item.id, 1, options)
        : getMovieRecommendations(item.id, 1, options),
    // '|' asks for any of the genres: all five at once would match almost nothing.
    discoverByGenres: (genreIds) => discoverMovies({ with_genres: genreIds.join('|') }, 1, options),
    popularTv: () => getPopularTv(1, options),
  });
}
