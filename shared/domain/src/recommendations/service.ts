import { C, titleIdentity, titleMediaType } from '@reelist/contracts';
import type { MediaType, Paged, Title, WatchlistItem } from '@reelist/contracts';
import { reasonGenre } from './reasons';
import { topWatchlistGenres } from './top-genres';
import { tolerateFailures } from './tolerate';
import type { Recommendation } from './reasons';
import {
  RECO_DEFAULT_AVERAGE_RATING,
  RECO_RATING_MARGIN,
  RECO_SEED_ITEMS,
  RECO_WEIGHT_POPULARITY,
  RECO_WEIGHT_VOTE,
} from './constants';

/** The movie-service calls the service-driven recommendations need; callers pass @reelist/api functions. */
export interface RecommendationSources {
  /** /movie/{id}/recommendations or /tv/{id}/recommendations for one watchlist item. */
  recommendationsFor: (item: { id: number; media_type: MediaType }) => Promise<Paged<Title>>;
  /** Movies in any of these genres. */
  discoverByGenres: (genreIds: number[]) => Promise<Paged<Title>>;
  popularTv: () => Promise<Paged<Title>>;
}

type Rated = Pick<WatchlistItem, 'vote_average'>;

/** Mean vote_average of the rated items; RECO_DEFAULT_AVERAGE_RATING when none is rated. */
export function averageWatchlistRating(items: readonly Rated[]): number {
  const rated = items.map((i) => i.vote_average).filter((v) => Number.isFinite(v) && v > 0);
  if (rated.length === 0) return RECO_DEFAULT_AVERAGE_RATING;
  return rated.reduce((sum, v) => sum + v, 0) / rated.length;
}

const recommendationScore = (title: Title): number =>
  RECO_WEIGHT_VOTE * (title.vote_average ?? 0) + RECO_WEIGHT_POPULARITY * (title.popularity ?? 0);

/**
 * The product's ranking: drop watchlist items and duplicates (the first occurrence wins), keep titles rated at
 * least the watchlist's average minus one, order by 0.7 * vote_average + 0.3 * popularity, keep 20.
 */
export function rankWithReasons<T extends { title: Title }>(
  candidates: readonly T[],
  watchlist: readonly WatchlistItem[],
): T[] {
  const seen = new Set(watchlist.map((item) => titleIdentity(item.media_type, item.id)));
  const floor = averageWatchlistRating(watchlist) - RECO_RATING_MARGIN;
  const kept: T[] = [];
  for (const candidate of candidates) {
    const { title } = candidate;
    const key = titleIdentity(titleMediaType(title), title.id);
    if (seen.has(key) || title.media_type === 'person') continue;
    seen.add(key);
    if ((title.vote_average ?? 0) >= floor) kept.push(candidate);
  }
  return kept.sort((a, b) => recommendationScore(b.title) - recommendationScore(a.title)).slice(0, C.RECO_MAX);
}

const tagged = (page: Paged<Title>, mediaType: MediaType): Title[] =>
  page.results.map((title) => (title.media_type ? title : { ...title, media_type: mediaType }));

/**
 * Service-driven recommendations (max 20) with the reason for each: the recommendations of the first 3
 * watchlist items ('Because you added {title}') plus a discovery in the top 5 genres ('Popular in {genre}'), or
 * popular TV when the list has no genres, ranked by `rankWithReasons`. A failing sub-call is skipped; the others
 * still count. Rejects only when every call failed.
 */
export async function recommendWithReasons(
  watchlist: readonly WatchlistItem[],
  sources: RecommendationSources,
): Promise<Recommendation[]> {
  if (watchlist.length === 0) return [];
  const genres = topWatchlistGenres(watchlist);
  const calls: Array<Promise<Recommendation[]>> = watchlist.slice(0, RECO_SEED_ITEMS).map((item) =>
    sources.recommendationsFor(item).then((page) =>
      tagged(page, item.media_type).map((title) => ({
        title,
        reason: { kind: 'added', title: item.title } as const,
      })),
    ),
  );
  calls.push(
    genres.length > 0
      ? sources.discoverByGenres(genres).then((page) =>
          tagged(page, 'movie').map((title) => ({
            title,
            reason: { kind: 'genre', genreId: reasonGenre(title, genres) ?? 0 } as const,
          })),
        )
      : sources
          .popularTv()
          .then((page) => tagged(page, 'tv').map((title) => ({ title, reason: { kind: 'popular-tv' } as const }))),
  );
  return rankWithReasons(await tolerateFailures(calls), watchlist);
}

/** `recommendWithReasons` without the reasons (Home's 'Recommended for You'). */
export async function recommendFromWatchlist(
  watchlist: readonly WatchlistItem[],
  sources: RecommendationSources,
): Promise<Title[]> {
  return (await recommendWithReasons(watchlist, sources)).map((entry) => entry.title);
}
