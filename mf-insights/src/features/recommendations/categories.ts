import { titleIdentity, titleMediaType } from '@reelist/contracts';
import type { Title } from '@reelist/contracts';
import type { Recommendation, RecommendationReason } from '@reelist/domain';
import { RECO_HIGHLY_RATED, RECO_TRENDING_POPULARITY, RECO_VOTE_FLOOR } from './constants';

/** The screen's categories, in tab order after 'All Recommendations'. */
export const RECOMMENDATION_CATEGORIES = ['trending', 'highlyRated', 'newReleases', 'yourGenres', 'similar'] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];

/** Why a title was picked: the service-driven reasons, or the category rule it passed. */
export type PickReason = RecommendationReason | { kind: 'trending' } | { kind: 'rated' } | { kind: 'new' };
export interface Pick {
  title: Title;
  reason: PickReason;
}
export type RecommendationSets = Record<RecommendationCategory, Pick[]>;

/** What the movie service returned for each category (each fetched for its own rule), before the rules apply. */
export interface CategorySources {
  trending: readonly Title[];
  topRated: readonly Title[];
  recent: readonly Title[];
  /** A discovery in `genres`. */
  inGenres: readonly Title[];
  /** The service-driven recommendations of the watchlist ('Because you added ...' and the rest). */
  service: readonly Recommendation[];
}

export interface CategoryContext {
  /** The visitor's top genres: favourites first, then the most frequent of their watchlist and history. */
  genres: readonly number[];
  now: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const releaseOf = (title: Title): string => (title.release_date || title.first_air_date || '').slice(0, 10);
const genresOf = (title: Title): number[] => title.genre_ids ?? title.genres?.map((genre) => genre.id) ?? [];

/** Released in the year up to `now`, by calendar date (release dates are plain dates), never in the future. */
export function isNewRelease(title: Title, now: Date): boolean {
  const released = releaseOf(title);
  if (!DATE.test(released)) return false;
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return released <= now.toISOString().slice(0, 10) && released >= yearAgo.toISOString().slice(0, 10);
}

/** Rated 7.5 or more by at least RECO_VOTE_FLOOR voters (a title without a vote count is judged on its average). */
export const isHighlyRated = (title: Title): boolean =>
  (title.vote_average ?? 0) >= RECO_HIGHLY_RATED && (title.vote_count ?? RECO_VOTE_FLOOR) >= RECO_VOTE_FLOOR;

const picks = (titles: readonly Title[], reason: PickReason): Pick[] => titles.map((title) => ({ title, reason }));
const by = (score: (title: Title) => number | string) => (a: Pick, b: Pick) => {
  const [x, y] = [score(a.title), score(b.title)];
  return x < y ? 1 : x > y ? -1 : 0;
};

/**
 * Each category from its own source by its own rule: trending (popularity above 50, most popular first), highly
 * rated (vote average with a vote floor, best first), new releases (the last year, newest first), your genres (a
 * title in the visitor's top genres) and similar to watchlist (the recommendations of their titles). People and
 * duplicates within a category are dropped; a title may still be in several categories (each tab lists its own).
 */
export function selectCategories(sources: CategorySources, context: CategoryContext): RecommendationSets {
  const sets: RecommendationSets = {
    trending: picks(
      sources.trending.filter((title) => (title.popularity ?? 0) > RECO_TRENDING_POPULARITY),
      { kind: 'trending' },
    ).sort(by((title) => title.popularity ?? 0)),
    highlyRated: picks(sources.topRated.filter(isHighlyRated), { kind: 'rated' }).sort(
      by((title) => title.vote_average ?? 0),
    ),
    newReleases: picks(
      sources.recent.filter((title) => isNewRelease(title, context.now)),
      { kind: 'new' },
    ).sort(by(releaseOf)),
    yourGenres: sources.inGenres.flatMap((title) => {
      const genreId = context.genres.find((id) => genresOf(title).includes(id));
      return genreId === undefined ? [] : [{ title, reason: { kind: 'genre' as const, genreId } }];
    }),
    similar: sources.service.filter((pick) => pick.reason.kind === 'added'),
  };
  for (const id of RECOMMENDATION_CATEGORIES)
    sets[id] = mergeRecommendations([sets[id].filter((pick) => pick.title.media_type !== 'person')]);
  return sets;
}

/**
 * The rows of 'All Recommendations': the categories in tab order, each title under the first category that has
 * it only, so no row repeats another's titles.
 */
export function distinctRows(sets: RecommendationSets): RecommendationSets {
  const seen = new Set<string>();
  const rows = {} as RecommendationSets;
  for (const id of RECOMMENDATION_CATEGORIES)
    rows[id] = sets[id].filter((pick) => {
      const key = titleIdentity(titleMediaType(pick.title), pick.title.id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return rows;
}

/** One list from several, without duplicates (first occurrence wins). */
export function mergeRecommendations<T extends { title: Title }>(lists: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const list of lists)
    for (const item of list) {
      const key = titleIdentity(titleMediaType(item.title), item.title.id);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(item);
    }
  return merged;
}
