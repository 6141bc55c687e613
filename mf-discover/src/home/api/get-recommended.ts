import type { Title, WatchlistItem } from '@reelist/contracts';
import { discoverMovies, getMovieRecommendations, getPopularTv, getTvRecommendations } from '@reelist/api';
import { recommendFromWatchlist, topWatchlistGenres } from '@reelist/domain';
import { C } from '@reelist/contracts';

/** Recommended for You: the domain's service-driven rules over this app's API calls. */
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

/**
 * What the recommendations depend on: the seed items and the top genres. Adding or removing a later item does not
 * change it, so toggling a card elsewhere on Home does not reload this carousel.
 */
export function recommendedKey(watchlist: readonly WatchlistItem[]): string {
  const seeds = watchlist.slice(0, C.RECO_SEED_ITEMS).map((item) => `${item.media_type}:${item.id}`);
  return `recommended|${seeds.join(',')}|${topWatchlistGenres(watchlist).join(',')}`;
}
