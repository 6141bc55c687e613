import { STORAGE_KEYS } from '@reelist/contracts';
import type { WatchlistItem, WatchlistTombstone } from '@reelist/contracts';
import { validItems } from './lenient';
import { mergeWatchlists, pruneTombstones, watchlistKey } from './merge-watchlists';
import { requestPersistence } from './persistence';
import { createStorageSlot } from './slot';
import { tombstoneSchema, tombstonesSchema, watchlistItemSchema, watchlistSchema } from './watchlist-schemas';

const watchlistSlot = createStorageSlot<WatchlistItem[]>({
  key: STORAGE_KEYS.watchlist,
  schema: watchlistSchema,
  defaultValue: () => [],
  recover: validItems(watchlistItemSchema),
  reuse: true,
});

const tombstoneSlot = createStorageSlot<WatchlistTombstone[]>({
  key: STORAGE_KEYS.watchlistTombstones,
  schema: tombstonesSchema,
  defaultValue: () => [],
  recover: validItems(tombstoneSchema),
  reuse: true,
});

// The list as this page last read or wrote it: what "removed by this write" is measured against by default.
let lastSeen: WatchlistItem[] = [];

/** @internal Tests only. */
export function resetLastSeen(): void {
  lastSeen = [];
}

export interface WatchlistWriteResult {
  /** False when storage refused the write (quota, disabled); keep `items` in memory anyway. */
  ok: boolean;
  /** The merged list: yours plus other tabs' changes. Show this. */
  items: WatchlistItem[];
}

/** The stored watchlist, validated (invalid items are dropped after the whole value is backed up). */
export function readWatchlist(): WatchlistItem[] {
  const items = watchlistSlot.read();
  // Validate the deletion records at start too, so a corrupt value is backed up and reported at once, not at the
  // first save.
  tombstoneSlot.read();
  lastSeen = items;
  if (items.length > 0) void requestPersistence();
  return items;
}

/** The recorded deletions that keep other tabs' stale copies from bringing items back. */
export function readWatchlistTombstones(): WatchlistTombstone[] {
  return tombstoneSlot.read();
}

/**
 * Read-merge-write: re-reads the stored list right before writing and merges `items` into it by identity, so an
 * edit made meanwhile in another tab survives. Items in `previous` (default: the list this page last read or
 * wrote) but not in `items` are recorded as deleted now; items in `items` but not in `previous` are additions and
 * override earlier deletions of the same item (so an undo of "clear" restores it everywhere).
 */
export function writeWatchlist(
  items: readonly WatchlistItem[],
  previous: readonly WatchlistItem[] = lastSeen,
): WatchlistWriteResult {
  const now = Date.now();
  const kept = new Set(items.map(watchlistKey));
  const before = new Set(previous.map(watchlistKey));
  const deletedAt = new Date(now).toISOString();
  const deletions = previous
    .filter((item) => !kept.has(watchlistKey(item)))
    .map(({ id, media_type }) => ({ id, media_type, deletedAt }));
  // What this write adds back on purpose (an undo, an import) beats older deletions of it.
  const tombstones = [
    ...tombstoneSlot
      .read()
      .filter((tombstone) => before.has(watchlistKey(tombstone)) || !kept.has(watchlistKey(tombstone))),
    ...deletions,
  ];
  const merged = mergeWatchlists(items, watchlistSlot.read(), tombstones);
  const ok = watchlistSlot.write(merged);
  if (ok) {
    lastSeen = merged;
    tombstoneSlot.write(pruneTombstones(tombstones, merged, now));
    if (merged.length > 0) void requestPersistence();
  }
  return { ok, items: merged };
}
