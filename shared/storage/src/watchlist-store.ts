import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType, WatchlistItem, WatchlistStatus, WatchlistTombstone } from '@reelist/contracts';
import type { Store } from './create-store';
import { validItems } from './lenient';
import { itemStamp, mergeWatchlists, pruneTombstones, watchlistKey } from './merge-watchlists';
import { requestPersistence } from './persistence';
import { createStorageSlot } from './slot';
import { createSyncedStore } from './synced-store';
import type { WriteResult } from './write-result';
import { normaliseTags, sameTags } from './watchlist-tags';
import { tombstoneSchema, tombstonesSchema, watchlistItemSchema, watchlistSchema } from './watchlist-schemas';

export const watchlistSlot = createStorageSlot<WatchlistItem[]>({
  key: STORAGE_KEYS.watchlist,
  label: 'watchlist',
  schema: watchlistSchema,
  defaultValue: () => [],
  recover: validItems(watchlistItemSchema),
});

export const tombstoneSlot = createStorageSlot<WatchlistTombstone[]>({
  key: STORAGE_KEYS.watchlistTombstones,
  label: 'watchlist removals',
  schema: tombstonesSchema,
  defaultValue: () => [],
  recover: validItems(tombstoneSchema),
});

const signature = (items: readonly WatchlistItem[]): string =>
  items
    .map((item) => `${watchlistKey(item)}@${itemStamp(item)}:${item.status ?? ''}`)
    .sort()
    .join('|');
const sameContent = (a: readonly WatchlistItem[], b: readonly WatchlistItem[]): boolean =>
  a.length === b.length && signature(a) === signature(b);
/** The same item objects in the same order: what a merge gives when no other tab changed the list. */
const sameItems = (a: readonly WatchlistItem[], b: readonly WatchlistItem[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The deletion records once `previous` is replaced by `items`: items of `previous` missing from `items` are deleted
 * now; items of `items` missing from `previous` are additions and drop older deletions of the same item (so an undo
 * of "clear" restores it everywhere).
 */
export function tombstonesAfter(
  items: readonly WatchlistItem[],
  previous: readonly WatchlistItem[],
  now: number,
): WatchlistTombstone[] {
  const kept = new Set(items.map(watchlistKey));
  const before = new Set(previous.map(watchlistKey));
  const deletedAt = new Date(now).toISOString();
  const deletions = previous
    .filter((item) => !kept.has(watchlistKey(item)))
    .map(({ id, media_type }) => ({ id, media_type, deletedAt }));
  return [
    ...tombstoneSlot
      .read()
      .filter((tombstone) => before.has(watchlistKey(tombstone)) || !kept.has(watchlistKey(tombstone))),
    ...deletions,
  ];
}

// A save merges, then writes the deletion records of the same edit: the merge works them out (two sets of every key,
// which a 10,000-item list makes in milliseconds, plus the stored records, which another tab may change at any time)
// and the write right after it takes them over.
let merged: { items: WatchlistItem[]; base: WatchlistItem[]; tombstones: WatchlistTombstone[] } | null = null;

/**
 * Read-merge-write by identity: an edit made meanwhile in another tab survives; deletions and additions are
 * measured against the baseline.
 */
function merge(items: WatchlistItem[], stored: WatchlistItem[], base: WatchlistItem[]): WatchlistItem[] {
  const tombstones = tombstonesAfter(items, base, Date.now());
  merged = { items, base, tombstones };
  const next = mergeWatchlists(items, stored, tombstones);
  // Other tabs changed nothing: keep showing the same array, which is then also the baseline (one copy).
  return sameItems(next, items) ? items : next;
}

// The deletion records first: another tab hears of the list a moment later and merges it at once, so they must
// already be there. Without them its merge keeps the deleted items from its own copy, and its next write takes them
// for additions of its own and brings them back. Should the list's write fail, the records still say what this
// tab's memory shows.
function writeDeletions(items: WatchlistItem[], shown: WatchlistItem[], base: WatchlistItem[]): void {
  const now = Date.now();
  const tombstones =
    merged?.items === items && merged.base === base ? merged.tombstones : tombstonesAfter(items, base, now);
  merged = null;
  tombstoneSlot.write(pruneTombstones(tombstones, shown, now));
}

const persistWhenKept = (items: WatchlistItem[]) => {
  if (items.length > 0) void requestPersistence();
};

const control = createSyncedStore<WatchlistItem[]>({
  slot: watchlistSlot,
  merge,
  sameContent,
  // Items are kept by stamp and deletion record, so merging any version another tab stored is safe.
  mergeHeard: true,
  beforeWrite: writeDeletions,
  onLoad: (items) => {
    // Validate the deletion records at start too, so a corrupt value is backed up and reported at once, not at the
    // first save.
    tombstoneSlot.read();
    persistWhenKept(items);
  },
  onWritten: persistWhenKept,
  writeAfterPaint: true,
  onReset: () => {
    merged = null;
  },
});

export interface WatchlistStore extends Store<WatchlistItem[]> {
  /** Adds the item unless the list holds that title (id plus media type) already. */
  add(item: WatchlistItem): Promise<WriteResult>;
  remove(id: number, mediaType: MediaType): Promise<WriteResult>;
  /** Replaces the title's entry with `item` where it stands, or adds it at the end. */
  put(item: WatchlistItem): Promise<WriteResult>;
  /** Any status at any time; refreshes the item's `updatedAt`, so the change wins a merge with other tabs. */
  setStatus(id: number, mediaType: MediaType, status: WatchlistStatus, now?: Date): Promise<WriteResult>;
  /**
   * The item's tags, cleaned (normaliseTags; none removes the field). Refreshes `updatedAt` when they change, so the
   * edit wins a merge with other tabs as a status change does.
   */
  setTags(id: number, mediaType: MediaType, tags: readonly string[], now?: Date): Promise<WriteResult>;
  /** The whole list at once (clear, undo, an import). */
  replaceAll(items: readonly WatchlistItem[]): Promise<WriteResult>;
}

const same = (item: WatchlistItem, id: number, mediaType: MediaType): boolean =>
  item.id === id && item.media_type === mediaType;
const unchanged = (): Promise<WriteResult> => Promise.resolve({ ok: true });

/**
 * The watchlist, and the only way to change it. A change is shown at once and stored right after the frame that
 * shows it (storing 10,000 items takes tens of milliseconds), within 200 ms in a hidden tab, at once when the page
 * is hidden or left and before another tab's change is merged in. Treat the items as immutable.
 */
export const watchlistStore: WatchlistStore = {
  ...control,
  add(item) {
    const items = control.getSnapshot();
    return items.some((other) => same(other, item.id, item.media_type))
      ? unchanged()
      : control.commit([...items, item]);
  },
  remove(id, mediaType) {
    const items = control.getSnapshot();
    const next = items.filter((item) => !same(item, id, mediaType));
    return next.length === items.length ? unchanged() : control.commit(next);
  },
  put(item) {
    const items = control.getSnapshot();
    const at = items.findIndex((other) => same(other, item.id, item.media_type));
    return control.commit(at < 0 ? [...items, item] : items.map((other, index) => (index === at ? item : other)));
  },
  setStatus(id, mediaType, status, now = new Date()) {
    const items = control.getSnapshot();
    if (!items.some((item) => same(item, id, mediaType))) return unchanged();
    const updatedAt = now.toISOString();
    return control.commit(items.map((item) => (same(item, id, mediaType) ? { ...item, status, updatedAt } : item)));
  },
  setTags(id, mediaType, tags, now = new Date()) {
    const items = control.getSnapshot();
    const clean = normaliseTags(tags);
    const target = items.find((item) => same(item, id, mediaType));
    if (!target || sameTags(target.tags, clean)) return unchanged();
    const updatedAt = now.toISOString();
    const retag = (item: WatchlistItem): WatchlistItem => {
      const { tags: _old, ...rest } = item;
      return clean.length > 0 ? { ...rest, tags: clean, updatedAt } : { ...rest, updatedAt };
    };
    return control.commit(items.map((item) => (same(item, id, mediaType) ? retag(item) : item)));
  },
  replaceAll: (items) => control.commit([...items]),
};
