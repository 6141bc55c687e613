import { C, STORAGE_KEYS } from '@reelist/contracts';
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

/** How one title's list changes: given the list as storage holds it now, the list it becomes. */
export type TitleChange<T> = (list: readonly T[]) => readonly T[];

/** A store of lists per title; `updateTitle` writes one title's list through at once. */
export interface TitleListsStore<T> extends StoreReader<ListsByTitle<T>> {
  /**
   * Changes one title's list (an empty result removes the title). `change` gets the list as storage holds it now,
   * and the rest of the map is re-read too, so changes made meanwhile in other tabs survive. When the write fails,
   * memory keeps the change and the failure is announced, unless the screen reports it (`reportedOnScreen`).
   */
  updateTitle(titleKey: string, change: TitleChange<T>, options?: UpdateOptions): WriteResult;
  /** Changes several titles' lists, as `updateTitle` does each, in one write (an undone import). */
  updateTitles(changes: ReadonlyMap<string, TitleChange<T>>, options?: UpdateOptions): WriteResult;
}

function listsSlot<T>(key: string, label: string, entry: v.GenericSchema<unknown, T>): StorageSlot<ListsByTitle<T>> {
  return createStorageSlot<ListsByTitle<T>>({
    key,
    label,
    schema: v.record(v.string(), v.array(entry)),
    defaultValue: () => ({}),
    recover: validListsByKey(entry),
  });
}

export const reviewsSlot = listsSlot(STORAGE_KEYS.reviews, 'reviews', reviewSchema);
export const ratingsSlot = listsSlot(STORAGE_KEYS.ratings, 'ratings', ratingSchema);

function titleListsStore<T>(
  slot: StorageSlot<ListsByTitle<T>>,
  normalise: (list: readonly T[]) => T[],
): TitleListsStore<T> {
  const { reader, update } = slotStore(slot);
  const updateTitles: TitleListsStore<T>['updateTitles'] = (changes, options) =>
    update((stored) => {
      const next = { ...stored };
      changes.forEach((change, titleKey) => {
        const list = change(next[titleKey] ?? []);
        if (list.length === 0) delete next[titleKey];
        else next[titleKey] = normalise(list);
      });
      return next;
    }, options);
  return {
    ...reader,
    updateTitle: (titleKey, change, options) => updateTitles(new Map([[titleKey, change]]), options),
    updateTitles,
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

/*
 * The visitor's rating of a title, and the one scale every screen shows it on (Detail, the review form,
 * the visitor's own review, the history import and Year in Review once each had their own).
 *
 * - There is one rating per visitor per title: this browser's entry (user C.LOCAL_USER) in `ratingsStore`. Every
 *   screen reads that entry (`visitorRating`) and every edit writes it; a saved review's stars set it too.
 * - The scale is 1 to 5 stars in half stars. Clicking stars picks whole stars; a half comes from a source that had
 *   halves (Letterboxd's 4.5) and is kept and shown as a half star.
 * - Another scale comes in through `starsFromTen` (the watch log's 1-10 `rating10`): the nearest half star, at
 *   least 1 star (the spec's ratings go from 1 to 5).
 * - The spec's stats keep their shape: the average uses the exact values (to 1 decimal), and in the 1-5
 *   distribution a half counts with the full stars it shows (`starBucket`: 4.5 is counted under 4).
 */

/** The visitor's rating in a title's list of ratings; undefined when the visitor has not rated it. */
export const visitorRating = (ratings: readonly Rating[] | undefined): number | undefined =>
  ratings?.find((rating) => rating.user === C.LOCAL_USER)?.rating;

/** A rating out of 10 (the watch log's `rating10`) in stars: the nearest half star, 1 to 5 (9 is 4.5, 7 is 3.5). */
export const starsFromTen = (rating10: number): number => Math.min(5, Math.max(1, Math.round(rating10) / 2));

/** The bar of the 1-5 distribution a rating counts in: its full stars (4.5 counts under 4), 1 to 5. */
export const starBucket = (stars: number): 1 | 2 | 3 | 4 | 5 =>
  Math.min(5, Math.max(1, Math.floor(stars))) as 1 | 2 | 3 | 4 | 5;
