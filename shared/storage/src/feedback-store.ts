import { STORAGE_KEYS } from '@reelist/contracts';
import type { Rating, Review } from '@reelist/contracts';
import * as v from 'valibot';
import { validListsByKey } from './lenient';
import { ratingSchema, reviewSchema } from './personal-schemas';
import { createStorageSlot } from './slot';
import type { StorageSlot } from './slot';
import { slotStore } from './slot-store';
import type { StoreReader, UpdateOptions } from './slot-store';
import type { WriteResult } from './write-result';

/** Lists per title, keyed by `titleIdentity` (reviews, ratings). */
export type ListsByTitle<T> = Record<string, T[]>;

/** A store of lists per title; `updateTitle` writes one title's list through at once. */
export interface TitleListsStore<T> extends StoreReader<ListsByTitle<T>> {
  /**
   * Changes one title's list (an empty result removes the title). `change` gets the list as storage holds it now,
   * and the rest of the map is re-read too, so changes made meanwhile in other tabs survive. When the write fails,
   * memory keeps the change and the failure is announced, unless the screen reports it (`reportedOnScreen`).
   */
  updateTitle(titleKey: string, change: (list: readonly T[]) => readonly T[], options?: UpdateOptions): WriteResult;
}

function listsSlot<T>(key: string, entry: v.GenericSchema<unknown, T>): StorageSlot<ListsByTitle<T>> {
  return createStorageSlot<ListsByTitle<T>>({
    key,
    schema: v.record(v.string(), v.array(entry)),
    defaultValue: () => ({}),
    recover: validListsByKey(entry),
  });
}

export const reviewsSlot = listsSlot(STORAGE_KEYS.reviews, reviewSchema);
export const ratingsSlot = listsSlot(STORAGE_KEYS.ratings, ratingSchema);

function titleListsStore<T>(
  slot: StorageSlot<ListsByTitle<T>>,
  normalise: (list: readonly T[]) => T[],
): TitleListsStore<T> {
  const { reader, update } = slotStore(slot);
  return {
    ...reader,
    updateTitle: (titleKey, change, options) =>
      update((stored) => {
        const { [titleKey]: list = [], ...others } = stored;
        const next = change(list);
        return next.length === 0 ? others : { ...others, [titleKey]: normalise(next) };
      }, options),
  };
}

/** One rating per user per title: when a user appears twice, their last rating is kept. */
function lastPerUser(ratings: readonly Rating[]): Rating[] {
  const byUser = new Map<string, Rating>();
  for (const rating of ratings) {
    byUser.delete(rating.user);
    byUser.set(rating.user, rating);
  }
  return [...byUser.values()];
}

/** Local reviews per title (`titleIdentity`). Writes through; other tabs' changes show. */
export const reviewsStore = titleListsStore<Review>(reviewsSlot, (list) => [...list]);
/** Star ratings per title (`titleIdentity`), one per user. Writes through; other tabs' changes show. */
export const ratingsStore = titleListsStore<Rating>(ratingsSlot, lastPerUser);
