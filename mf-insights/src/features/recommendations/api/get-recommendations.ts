import type { ViewHistoryEntry, WatchlistItem } from '@reelist/contracts';
import { discoverMovies, getMovieRecommendations, getPopularTv, getTrending, getTvRecommendations } from '@reelist/api';
import { recommendationInputs, recommendWithReasons, tolerateFailures } from '@reelist/domain';
import type { Recommendation } from '@reelist/domain';
import { mergeRecommendations } from '../categories';
import { recommendFromHistory } from '../history';

export const RECOMMENDATIONS_ERROR = 'Failed to fetch recommendations';

// '|' asks for any of the genres: all five at once would match almost nothing.
const anyGenre = (genreIds: number[]) => ({ with_genres: genreIds.join('|') });

/**
 * The screen's recommendations: the service-driven list from the watchlist first, then the history-based one,
 * without duplicates. Each part tolerates failing sub-calls; only when every part failed does it reject, with the
 * spec's 'Failed to fetch recommendations'.
 */
export async function getRecommendations(
  watchlist: readonly WatchlistItem[],
  history: readonly ViewHistoryEntry[],
  signal?: AbortSignal,
): Promise<Recommendation[]> {
  const options = { signal };
  const parts: Array<Promise<Recommendation[][]>> = [];
  if (watchlist.length > 0)
    parts.push(
      recommendWithReasons(watchlist, {
        recommendationsFor: (item) =>
          item.media_type === 'tv'
            ? getTvRecommendations(item.id, 1, options)
            : getMovieRecommendations(item.id, 1, options),
        discoverByGenres: (genreIds) => discoverMovies(anyGenre(genreIds), 1, options),
        popularTv: () => getPopularTv(1, options),
      }).then((list) => [list]),
    );
  if (history.length > 0)
    parts.push(
      recommendFromHistory(
        history,
        {
          discoverByGenres: (genreIds) => discoverMovies(anyGenre(genreIds), 1, options),
          trending: () => getTrending('all', 'week', 1, options),
        },
        watchlist,
      ).then((list) => [list]),
    );
  if (parts.length === 0) return [];
  try {
    return mergeRecommendations(await tolerateFailures(parts));
  } catch {
    throw new Error(RECOMMENDATIONS_ERROR);
  }
}

/**
 * What the recommendations depend on: the seed items, the top genres and the history. Adding a recommended title
 * to the watchlist does not refetch (the screen hides watchlist titles itself), so the list does not flash.
 */
export function recommendationsKey(watchlist: readonly WatchlistItem[], history: readonly ViewHistoryEntry[]): string {
  return JSON.stringify(['recommendations', recommendationInputs(watchlist), history.length]);
}
