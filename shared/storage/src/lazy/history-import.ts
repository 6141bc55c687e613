import { titleIdentity } from '@reelist/contracts';
import type { Rating, Review, WatchlistItem, WatchLogEntry } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import {
  ratingsSlot,
  reloadStores,
  reviewsSlot,
  tombstoneSlot,
  tombstonesAfter,
  watchlistSlot,
  watchlistStore,
  WRITTEN,
} from '../../index';
import type { StorageSlot } from '../slot';
import type { WriteResult } from '../write-result';
import { watchLogKey, watchLogSlot, watchLogStore } from './watch-log-store';

export { loadImportMatches, saveImportMatches } from './import-match-cache';
export { watchlistRoom } from './room';
export type { WatchlistRoom } from './room';

/** What an imported history changes, each part against what storage holds when it is committed. */
export interface HistoryImport {
  /** Items to add (their identity is not in the list yet). */
  add: readonly WatchlistItem[];
  /** Statuses to set on items already in the list, by `titleIdentity` (the plan never demotes Watched). */
  statuses: ReadonlyMap<string, WatchlistItem['status']>;
  /** Viewings; those the log already holds (same key) are not added again. */
  viewings: readonly WatchLogEntry[];
  /** One rating per title (`titleIdentity`) for `user`, replacing that user's rating of the title. */
  ratings: ReadonlyMap<string, Rating>;
  /** Reviews per title; a review whose id the title already has is not added again. */
  reviews: ReadonlyMap<string, readonly Review[]>;
}

export type HistoryImportResult = { result: WriteResult; undo?: () => WriteResult };

/** A slot's stored string before the import, to put back on failure or undo. */
function snapshot(slot: StorageSlot<unknown>) {
  const before = slot.readRaw();
  return () => (before === null ? slot.remove() : slot.writeRaw(before));
}

function nextWatchlist(change: HistoryImport, now: string): WatchlistItem[] {
  const current = watchlistSlot.read();
  const present = new Set(current.map((item) => titleIdentity(item.media_type, item.id)));
  const updated = current.map((item) => {
    const status = change.statuses.get(titleIdentity(item.media_type, item.id));
    return status && status !== item.status ? { ...item, status, updatedAt: now } : item;
  });
  return [...updated, ...change.add.filter((item) => !present.has(titleIdentity(item.media_type, item.id)))];
}

function nextLog(change: HistoryImport): WatchLogEntry[] {
  const log = watchLogSlot.read();
  const keys = new Set(log.map(watchLogKey));
  const added = change.viewings.filter((entry) => {
    const key = watchLogKey(entry);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  return [...log, ...added];
}

function nextRatings(change: HistoryImport): Record<string, Rating[]> {
  const ratings = { ...ratingsSlot.read() };
  change.ratings.forEach((rating, key) => {
    ratings[key] = [...(ratings[key] ?? []).filter((existing) => existing.user !== rating.user), rating];
  });
  return ratings;
}

function nextReviews(change: HistoryImport): Record<string, Review[]> {
  const reviews = { ...reviewsSlot.read() };
  change.reviews.forEach((added, key) => {
    const list = reviews[key] ?? [];
    const ids = new Set(list.map((review) => review.id));
    reviews[key] = [...list, ...added.filter((review) => !ids.has(review.id))];
  });
  return reviews;
}

/**
 * Commits an imported history — watchlist, watch log, ratings and reviews — all or nothing: when any write fails
 * (storage full), every key gets its previous stored string back and the failure is returned. On success every
 * store shows what storage holds, and `undo` puts back the exact state before the import.
 */
export function commitHistoryImport(change: HistoryImport, now: Date = new Date()): HistoryImportResult {
  // Unsaved edits of this tab first, so they are part of both the import and the state an undo returns to.
  watchlistStore.flush();
  watchLogStore.flush();
  const at = now.toISOString();
  const before = [watchlistSlot, tombstoneSlot, watchLogSlot, ratingsSlot, reviewsSlot].map((slot) =>
    snapshot(slot as StorageSlot<unknown>),
  );
  const restore = (): WriteResult => {
    const results = before.map((undo) => undo());
    reloadStores();
    return results.find((result) => !result.ok) ?? WRITTEN;
  };
  const watchlist = nextWatchlist(change, at);
  // Added items drop older deletion records of themselves, so no tab's merge removes them again.
  const tombstones = tombstonesAfter(watchlist, watchlistSlot.read(), now.getTime());
  const steps = [
    () => watchlistSlot.write(watchlist),
    () => tombstoneSlot.write(tombstones),
    () => watchLogSlot.write(nextLog(change)),
    () => ratingsSlot.write(nextRatings(change)),
    () => reviewsSlot.write(nextReviews(change)),
  ];
  for (const step of steps) {
    const result = step();
    if (result.ok) continue;
    restore();
    return { result };
  }
  reloadStores();
  return { result: WRITTEN, undo: restore };
}
