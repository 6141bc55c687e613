import { STORAGE_KEYS } from '@reelist/contracts';
import type { Rating, Review } from '@reelist/contracts';
import * as v from 'valibot';
import { validListsByKey } from './lenient';
import { ratingSchema, reviewSchema } from './personal-schemas';
import { announceFailure } from './safe-io';
import { createStorageSlot } from './slot';
import type { StorageSlot } from './slot';

function listsSlot<T>(key: string, entry: v.GenericSchema<unknown, T>): StorageSlot<Record<string, T[]>> {
  return createStorageSlot<Record<string, T[]>>({
    key,
    schema: v.record(v.string(), v.array(entry)),
    defaultValue: () => ({}),
    recover: validListsByKey(entry),
  });
}

export const reviewsSlot = listsSlot(STORAGE_KEYS.reviews, reviewSchema);
export const ratingsSlot = listsSlot(STORAGE_KEYS.ratings, ratingSchema);

// Re-reads the whole map before writing one title's list, so other titles' edits from other tabs survive. Nothing on
// screen reports a failed write: a full storage is announced for the shell's toast.
function writeList<T>(slot: StorageSlot<Record<string, T[]>>, key: string, list: readonly T[]): boolean {
  const all = slot.read();
  if (list.length === 0) delete all[key];
  else all[key] = [...list];
  return announceFailure(slot.key, slot.write(all)).ok;
}

export function readReviews(key: string): Review[] {
  return reviewsSlot.read()[key] ?? [];
}

export function readAllReviews(): Record<string, Review[]> {
  return reviewsSlot.read();
}

export function writeReviews(key: string, reviews: readonly Review[]): boolean {
  return writeList(reviewsSlot, key, reviews);
}

export function readRatings(key: string): Rating[] {
  return ratingsSlot.read()[key] ?? [];
}

export function readAllRatings(): Record<string, Rating[]> {
  return ratingsSlot.read();
}

/** One rating per user per title: when a user appears twice, their last rating in `ratings` is kept. */
export function writeRatings(key: string, ratings: readonly Rating[]): boolean {
  const byUser = new Map<string, Rating>();
  for (const rating of ratings) {
    byUser.delete(rating.user);
    byUser.set(rating.user, rating);
  }
  return writeList(ratingsSlot, key, [...byUser.values()]);
}
