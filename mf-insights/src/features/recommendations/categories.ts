import { titleIdentity, titleMediaType } from '@reelist/contracts';
import type { Title } from '@reelist/contracts';
import { RECO_HIGHLY_RATED, RECO_TRENDING_POPULARITY } from './constants';

/** The screen's categories, in tab order after 'All Recommendations'. */
export const RECOMMENDATION_CATEGORIES = ['trending', 'highlyRated', 'newReleases', 'yourGenres', 'similar'] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];

export interface CategoryContext {
  favoriteGenres: readonly number[];
  watchlistSize: number;
  now: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** Released in the year up to `now`, by calendar date (release dates are plain dates), never in the future. */
export function isNewRelease(title: Title, now: Date): boolean {
  const released = (title.release_date || title.first_air_date || '').slice(0, 10);
  if (!DATE.test(released)) return false;
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return released <= now.toISOString().slice(0, 10) && released >= yearAgo.toISOString().slice(0, 10);
}

const RULES: Record<RecommendationCategory, (title: Title, context: CategoryContext) => boolean> = {
  trending: (title) => (title.popularity ?? 0) > RECO_TRENDING_POPULARITY,
  highlyRated: (title) => (title.vote_average ?? 0) >= RECO_HIGHLY_RATED,
  newReleases: (title, context) => isNewRelease(title, context.now),
  yourGenres: (title, context) =>
    (title.genre_ids ?? title.genres?.map((genre) => genre.id) ?? []).some((id) => context.favoriteGenres.includes(id)),
  // Similar to watchlist: any item, as long as the watchlist is non-empty.
  similar: (_title, context) => context.watchlistSize > 0,
};

/** Splits recommendations into the screen's categories; an item can be in several, order is kept. */
export function categorizeRecommendations<T extends { title: Title }>(
  items: readonly T[],
  context: CategoryContext,
): Record<RecommendationCategory, T[]> {
  const result = Object.fromEntries(RECOMMENDATION_CATEGORIES.map((id) => [id, [] as T[]])) as Record<
    RecommendationCategory,
    T[]
  >;
  for (const item of items)
    for (const id of RECOMMENDATION_CATEGORIES) if (RULES[id](item.title, context)) result[id].push(item);
  return result;
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
