import { titleIdentity } from '@reelist/contracts';
import type { Rating, Review, WatchlistItem, WatchLogEntry } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import {
  ratingsSlot,
  ratingsStore,
  reloadStores,
  reviewsSlot,
  reviewsStore,
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
export { historyImportRoom, watchlistRoom } from './room';
export type { HistoryImportRoom, WatchlistRoom } from './room';

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

/** What an undo did: whether its writes were stored, and on how many titles it kept the visitor's later changes. */
export interface HistoryUndoResult {
  result: WriteResult;
  kept: number;
}

export type HistoryImportResult = { result: WriteResult; undo?: (now?: Date) => HistoryUndoResult };

/** What the import did to one stored value: the value before (none when the import added it) and the value it wrote. */
interface Done<T> {
  /** The title it belongs to (`titleIdentity`): an undo reports the titles it left as they are. */
  title: string;
  before?: T;
  after: T;
}

/** Everything one import added or changed, each by its key, so an undo takes back that and nothing else. */
interface ImportRecord {
  /** By `titleIdentity`. */
  items: Map<string, Done<WatchlistItem>>;
  viewings: WatchLogEntry[];
  /** By title, then user. */
  ratings: Map<string, Map<string, Done<Rating>>>;
  /** By title, then review id. */
  reviews: Map<string, Map<string, Done<Review>>>;
}

const identityOf = (item: { id: number; media_type: WatchlistItem['media_type'] }): string =>
  titleIdentity(item.media_type, item.id);

// Every edit of a visitor stamps what it touches (a status change, a new rating, an edited review): a value still
// carrying the import's stamp and content is the one the import wrote.
const sameItem = (a: WatchlistItem, b: WatchlistItem): boolean =>
  a.status === b.status && a.updatedAt === b.updatedAt && a.addedAt === b.addedAt;
const sameRating = (a: Rating, b: Rating): boolean => a.rating === b.rating && a.createdAt === b.createdAt;
const sameReview = (a: Review, b: Review): boolean =>
  a.updatedAt === b.updatedAt && a.rating === b.rating && a.content === b.content;

/** A slot's stored string before the import, to put back when one of its writes fails. */
function snapshot(slot: StorageSlot<unknown>) {
  const before = slot.readRaw();
  return () => (before === null ? slot.remove() : slot.writeRaw(before));
}

function group<T>(byTitle: Map<string, Map<string, Done<T>>>, key: string, done: Done<T>): void {
  const ofTitle = byTitle.get(done.title) ?? new Map<string, Done<T>>();
  ofTitle.set(key, done);
  byTitle.set(done.title, ofTitle);
}

function nextWatchlist(change: HistoryImport, now: string, record: ImportRecord): WatchlistItem[] {
  const current = watchlistSlot.read();
  const present = new Set(current.map(identityOf));
  const updated = current.map((item) => {
    const title = identityOf(item);
    const status = change.statuses.get(title);
    if (!status || status === item.status) return item;
    const after = { ...item, status, updatedAt: now };
    record.items.set(title, { title, before: item, after });
    return after;
  });
  const added = change.add.filter((item) => !present.has(identityOf(item)));
  for (const item of added) record.items.set(identityOf(item), { title: identityOf(item), after: item });
  return [...updated, ...added];
}

function nextLog(change: HistoryImport, record: ImportRecord): WatchLogEntry[] {
  const log = watchLogSlot.read();
  const keys = new Set(log.map(watchLogKey));
  const added = change.viewings.filter((entry) => {
    const key = watchLogKey(entry);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  record.viewings = added;
  return [...log, ...added];
}

function nextRatings(change: HistoryImport, record: ImportRecord): Record<string, Rating[]> {
  const ratings = { ...ratingsSlot.read() };
  change.ratings.forEach((rating, title) => {
    const list = ratings[title] ?? [];
    const before = list.find((existing) => existing.user === rating.user);
    group(record.ratings, rating.user, { title, before, after: rating });
    ratings[title] = [...list.filter((existing) => existing.user !== rating.user), rating];
  });
  return ratings;
}

function nextReviews(change: HistoryImport, record: ImportRecord): Record<string, Review[]> {
  const reviews = { ...reviewsSlot.read() };
  change.reviews.forEach((added, title) => {
    const list = reviews[title] ?? [];
    const ids = new Set(list.map((review) => review.id));
    const fresh = added.filter((review) => !ids.has(review.id));
    for (const review of fresh) group(record.reviews, review.id, { title, after: review });
    reviews[title] = [...list, ...fresh];
  });
  return reviews;
}

/**
 * `list` with the import taken back: a value still as the import wrote it goes back to its value before (or goes,
 * when the import added it). A value the visitor changed or removed since is left as it is, and its title is added
 * to `kept`.
 */
function undone<T>(
  list: readonly T[],
  done: ReadonlyMap<string, Done<T>>,
  keyOf: (value: T) => string,
  same: (a: T, b: T) => boolean,
  kept: Set<string>,
  restore: (before: T) => T = (before) => before,
): T[] {
  const seen = new Set<string>();
  const next: T[] = [];
  for (const value of list) {
    const key = keyOf(value);
    const change = done.get(key);
    if (change) seen.add(key);
    if (change && same(value, change.after)) {
      if (change.before) next.push(restore(change.before));
    } else {
      if (change) kept.add(change.title);
      next.push(value);
    }
  }
  // What the import changed and the visitor removed since stays removed.
  done.forEach((change, key) => {
    if (change.before && !seen.has(key)) kept.add(change.title);
  });
  return next;
}

function undoneTitles<T>(
  byTitle: ReadonlyMap<string, ReadonlyMap<string, Done<T>>>,
  keyOf: (value: T) => string,
  same: (a: T, b: T) => boolean,
  kept: Set<string>,
): Map<string, (list: readonly T[]) => T[]> {
  return new Map(
    [...byTitle].map(([title, done]) => [title, (list: readonly T[]) => undone(list, done, keyOf, same, kept)]),
  );
}

/**
 * Takes back exactly what the import added or changed, through the stores like every other edit: the watchlist
 * records its removals for other tabs and restored items carry a fresh stamp, so no tab's older copy brings the
 * import back. What the visitor changed since the import stays.
 */
function undoImport(record: ImportRecord, now: Date): HistoryUndoResult {
  const kept = new Set<string>();
  const items = watchlistStore.getSnapshot();
  const at = now.toISOString();
  const list = undone(items, record.items, identityOf, sameItem, kept, (before) => ({ ...before, updatedAt: at }));
  if (list.length !== items.length || list.some((item, index) => item !== items[index])) {
    void watchlistStore.replaceAll(list);
  }
  const results = [watchlistStore.flush()];
  void watchLogStore.remove(record.viewings);
  results.push(watchLogStore.flush());
  // The screen says what an undo could not store.
  const quiet = { reportedOnScreen: true };
  if (record.ratings.size > 0) {
    results.push(
      ratingsStore.updateTitles(
        undoneTitles(record.ratings, (r) => r.user, sameRating, kept),
        quiet,
      ),
    );
  }
  if (record.reviews.size > 0) {
    results.push(
      reviewsStore.updateTitles(
        undoneTitles(record.reviews, (r) => r.id, sameReview, kept),
        quiet,
      ),
    );
  }
  return { result: results.find((result) => !result.ok) ?? WRITTEN, kept: kept.size };
}

/**
 * Commits an imported history — watchlist, watch log, ratings and reviews — all or nothing: when any write fails
 * (storage full), every key gets its previous stored string back and the failure is returned. On success every
 * store shows what storage holds, and `undo` takes back what the import added or changed, leaving what the visitor
 * changed since (the titles it left are counted in its result).
 */
export function commitHistoryImport(change: HistoryImport, now: Date = new Date()): HistoryImportResult {
  // Unsaved edits of this tab first, so the import is measured against them.
  watchlistStore.flush();
  watchLogStore.flush();
  const at = now.toISOString();
  const before = [watchlistSlot, tombstoneSlot, watchLogSlot, ratingsSlot, reviewsSlot].map((slot) =>
    snapshot(slot as StorageSlot<unknown>),
  );
  const record: ImportRecord = { items: new Map(), viewings: [], ratings: new Map(), reviews: new Map() };
  const watchlist = nextWatchlist(change, at, record);
  // Added items drop older deletion records of themselves, so no tab's merge removes them again.
  const tombstones = tombstonesAfter(watchlist, watchlistSlot.read(), now.getTime());
  const steps = [
    () => watchlistSlot.write(watchlist),
    () => tombstoneSlot.write(tombstones),
    () => watchLogSlot.write(nextLog(change, record)),
    () => ratingsSlot.write(nextRatings(change, record)),
    () => reviewsSlot.write(nextReviews(change, record)),
  ];
  for (const step of steps) {
    const result = step();
    if (result.ok) continue;
    before.forEach((restore) => restore());
    reloadStores();
    return { result };
  }
  reloadStores();
  return { result: WRITTEN, undo: (when = new Date()) => undoImport(record, when) };
}
