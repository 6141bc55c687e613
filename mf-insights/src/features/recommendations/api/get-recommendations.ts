import { C } from '@reelist/contracts';
import type { MediaType, Paged, Title, ViewHistoryEntry, WatchlistItem } from '@reelist/contracts';
import {
  discoverMovies,
  getMovieRecommendations,
  getPopularTv,
  getTopRatedMovies,
  getTrending,
  getTvRecommendations,
} from '@reelist/api';
import { recommendationInputs, recommendWithReasons } from '@reelist/domain';
import { topGenres } from '../../../lib/stats/viewing-stats';
import { mergeRecommendations, RECOMMENDATION_CATEGORIES, selectCategories } from '../categories';
import type { CategorySources, Pick, RecommendationSets } from '../categories';
import { rankByHistory } from '../history';

export const RECOMMENDATIONS_ERROR = 'Failed to fetch recommendations';

// '|' asks for any of the genres: all five at once would match almost nothing.
const anyGenre = (genreIds: readonly number[]) => ({ with_genres: genreIds.join('|') });
const day = (date: Date) => date.toISOString().slice(0, 10);
const tagged = (page: Paged<Title>, mediaType: MediaType): Title[] =>
  page.results.map((title) => (title.media_type ? title : { ...title, media_type: mediaType }));

/**
 * The visitor's top 5 genres: their favourite genres first, then the genres most frequent on their watchlist and in
 * what they opened.
 */
export function visitorGenres(
  favoriteGenres: readonly number[],
  watchlist: readonly WatchlistItem[],
  history: readonly ViewHistoryEntry[],
): number[] {
  const frequent = topGenres(
    [...watchlist.map((item) => item.genre_ids ?? []), ...history.map((entry) => entry.genres)],
    C.RECO_TOP_GENRES,
  ).map((genre) => genre.genreId);
  return [...new Set([...favoriteGenres, ...frequent])].slice(0, C.RECO_TOP_GENRES);
}

/**
 * The screen's recommendations by category, each fetched for its own rule: what is trending this week, the top
 * rated, the releases of the last year, a discovery in the visitor's top genres (ranked by their history) and the
 * recommendations of their watchlist's first titles. A failing call empties its category only; only when every
 * call failed does it reject, with the spec's 'Failed to fetch recommendations'.
 */
export async function getRecommendations(
  watchlist: readonly WatchlistItem[],
  history: readonly ViewHistoryEntry[],
  favoriteGenres: readonly number[],
  now: Date,
  signal?: AbortSignal,
): Promise<RecommendationSets> {
  const options = { signal };
  const genres = visitorGenres(favoriteGenres, watchlist, history);
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const calls = {
    trending: getTrending('all', 'week', 1, options).then((page) => tagged(page, 'movie')),
    topRated: getTopRatedMovies(1, options).then((page) => tagged(page, 'movie')),
    recent: discoverMovies(
      { 'primary_release_date.gte': day(yearAgo), 'primary_release_date.lte': day(now) },
      1,
      options,
    ).then((page) => tagged(page, 'movie')),
    inGenres:
      genres.length === 0
        ? Promise.resolve([])
        : discoverMovies(anyGenre(genres), 1, options).then((page) =>
            rankByHistory(
              tagged(page, 'movie').map((title) => ({ title })),
              history,
              watchlist,
            ).map(({ title }) => title),
          ),
    service: recommendWithReasons(watchlist, {
      recommendationsFor: (item) =>
        item.media_type === 'tv'
          ? getTvRecommendations(item.id, 1, options)
          : getMovieRecommendations(item.id, 1, options),
      discoverByGenres: (ids) => discoverMovies(anyGenre(ids), 1, options),
      popularTv: () => getPopularTv(1, options),
    }),
  };
  const keys = Object.keys(calls) as Array<keyof CategorySources>;
  const settled = await Promise.allSettled(keys.map((key) => calls[key]));
  // With no genres to ask about, Your Genres makes no call: it cannot count as an answer when all the others failed.
  const asked = genres.length === 0 ? keys.length - 1 : keys.length;
  if (settled.filter((result) => result.status === 'rejected').length >= asked) throw new Error(RECOMMENDATIONS_ERROR);
  const sources = Object.fromEntries(
    keys.map((key, i) => {
      const result = settled[i];
      return [key, result?.status === 'fulfilled' ? result.value : []];
    }),
  ) as unknown as CategorySources;
  return selectCategories(sources, { genres, now });
}

/** The titles of all categories, each once. */
export const allPicks = (sets: RecommendationSets): Pick[] =>
  mergeRecommendations(RECOMMENDATION_CATEGORIES.map((id) => sets[id]));

/**
 * What the recommendations depend on: the seed items, the top genres and the history. Adding a recommended title
 * to the watchlist does not refetch (the screen hides watchlist titles itself), so the list does not flash.
 */
export function recommendationsKey(
  watchlist: readonly WatchlistItem[],
  history: readonly ViewHistoryEntry[],
  favoriteGenres: readonly number[],
): string {
  return JSON.stringify(['recommendations', recommendationInputs(watchlist), history.length, favoriteGenres]);
}
