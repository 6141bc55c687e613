import { C, titleIdentity } from '@reelist/contracts';
import type { MediaType, WatchlistItem, WatchlistTombstone } from '@reelist/contracts';

/** An item's identity: the pair id + media_type (a movie and a show may share an id). */
export const watchlistKey = (item: { id: number; media_type: MediaType }): string =>
  titleIdentity(item.media_type, item.id);

const time = (iso: string | undefined): number => {
  const parsed = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** When an item's version was last touched: its status change, else its addition (missing = the epoch). */
export const itemStamp = (item: WatchlistItem): number => Math.max(time(item.updatedAt), time(item.addedAt));

/**
 * Merges two versions of the watchlist by item identity:
 * - an item on either side is kept; on both sides, the newer version (updatedAt, else addedAt) wins, `local` on a tie;
 * - a tombstone deletes the item when `deletedAt` is at or after the surviving version's stamp, so a delete beats
 *   an older copy but a later re-add or status change survives it.
 * Order: `local` order first, then items only `remote` has.
 */
export function mergeWatchlists(
  local: readonly WatchlistItem[],
  remote: readonly WatchlistItem[],
  tombstones: readonly WatchlistTombstone[] = [],
): WatchlistItem[] {
  const deletedAt = new Map<string, number>();
  for (const tombstone of tombstones) {
    const key = watchlistKey(tombstone);
    deletedAt.set(key, Math.max(deletedAt.get(key) ?? 0, time(tombstone.deletedAt)));
  }
  const newest = new Map<string, WatchlistItem>();
  const visit = (item: WatchlistItem): void => {
    const key = watchlistKey(item);
    const current = newest.get(key);
    // The same object on both sides (the stored list as this tab last wrote it) needs no comparing.
    if (current !== item && (!current || itemStamp(item) > itemStamp(current))) newest.set(key, item);
  };
  // Plain loops, no intermediate arrays: an import merges tens of thousands of items in the click's task.
  for (const item of local) visit(item);
  for (const item of remote) visit(item);
  const merged: WatchlistItem[] = [];
  for (const [key, item] of newest) {
    const deleted = deletedAt.get(key);
    if (deleted === undefined || deleted < itemStamp(item)) merged.push(item);
  }
  return merged;
}

/** Keeps the tombstones that still matter: recent, newest first up to the cap, for items not in `items`. */
export function pruneTombstones(
  tombstones: readonly WatchlistTombstone[],
  items: readonly WatchlistItem[],
  now: number,
): WatchlistTombstone[] {
  if (tombstones.length === 0) return [];
  const present = new Set(items.map(watchlistKey));
  const byKey = new Map<string, WatchlistTombstone>();
  for (const tombstone of tombstones) {
    const key = watchlistKey(tombstone);
    const age = now - time(tombstone.deletedAt);
    if (present.has(key) || age > C.WATCHLIST_TOMBSTONE_TTL_MS) continue;
    const current = byKey.get(key);
    if (!current || time(tombstone.deletedAt) > time(current.deletedAt)) byKey.set(key, tombstone);
  }
  return [...byKey.values()].sort((a, b) => time(b.deletedAt) - time(a.deletedAt)).slice(0, C.WATCHLIST_TOMBSTONE_CAP);
}
