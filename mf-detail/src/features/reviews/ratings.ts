import type { Rating, RatingStats } from '@reelist/contracts';
import { starBucket } from '@reelist/storage';

/**
 * Average to one decimal, count, and how many ratings gave each of 1 to 5 stars; a half counts with the full stars
 * it shows (4.5 under 4), the rule of @reelist/storage's rating scale.
 */
export function ratingStats(ratings: readonly Rating[]): RatingStats {
  const distribution: RatingStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  for (const { rating } of ratings) {
    sum += rating;
    distribution[starBucket(rating)] += 1;
  }
  const average = ratings.length ? Math.round((sum / ratings.length) * 10) / 10 : 0;
  return { average, count: ratings.length, distribution };
}

/** One rating per user per title: replaces the user's rating in place, or appends a new one. */
export function upsertRating(list: readonly Rating[], user: string, rating: number, now: Date): Rating[] {
  const entry: Rating = { user, rating, createdAt: now.toISOString() };
  const index = list.findIndex((r) => r.user === user);
  if (index === -1) return [...list, entry];
  return list.map((r, i) => (i === index ? entry : r));
}
