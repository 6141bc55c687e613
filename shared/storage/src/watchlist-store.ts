import { STORAGE_KEYS } from '@reelist/contracts';
import type { WatchlistItem, WatchlistTombstone } from '@reelist/contracts';
import { createStore } from './create-store';
import type { Store, StoreControl } from './create-store';
import { validItems } from './lenient';
import { itemStamp, mergeWatchlists, pruneTombstones, watchlistKey } from './merge-watchlists';
import { requestPersistence } from './persistence';
import { createStorageSlot } from './slot';
import type { Stored } from './slot';
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

const NOTHING_STORED: Stored<WatchlistItem[]> = { raw: null, value: [] };

// What storage last held as far as this tab knows, with its string. Deletions are measured against it (even after
// a failed write, so a removal whose save failed is recorded by the next one), and a stored string equal to it is
// not parsed again.
let baseline = NOTHING_STORED;

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

function load(): WatchlistItem[] {
  baseline = watchlistSlot.load(baseline);
  // Validate the deletion records at start too, so a corrupt value is backed up and reported at once, not at the
  // first save.
  tombstoneSlot.read();
  if (baseline.value.length > 0) void requestPersistence();
  return baseline.value;
}

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

/**
 * Read-merge-write: re-reads the stored list right before writing and merges `items` into it by identity, so an
 * edit made meanwhile in another tab survives. Deletions and additions are measured against the baseline.
 */
function save(items: WatchlistItem[]) {
  const now = Date.now();
  const tombstones = tombstonesAfter(items, baseline.value, now);
  const merged = mergeWatchlists(items, watchlistSlot.load(baseline).value, tombstones);
  // Other tabs changed nothing: keep showing the same array, which is then also the baseline (one copy).
  const shown = sameItems(merged, items) ? items : merged;
  const raw = watchlistSlot.encode(shown);
  // The deletion records first: another tab hears of the list a moment later and merges it at once, so they must
  // already be there. Without them its merge keeps the deleted items from its own copy, and its next write takes
  // them for additions of its own and brings them back. Should the list's write fail, the records still say what
  // this tab's memory shows.
  tombstoneSlot.write(pruneTombstones(tombstones, shown, now));
  const result = watchlistSlot.writeRaw(raw);
  if (result.ok) {
    baseline = { raw, value: shown };
    if (shown.length > 0) void requestPersistence();
  }
  return { result, shown };
}

/** Another tab stored the list: this tab's unsaved change first, then merge; write back what only this tab knows. */
function onExternalChange(store: StoreControl<WatchlistItem[]>, heard: string | null): void {
  // This tab's own unsaved change first, so its deletions are recorded before the lists are merged.
  store.flush();
  baseline = watchlistSlot.load(baseline);
  const tombstones = tombstoneSlot.read();
  let merged = mergeWatchlists(store.getSnapshot(), baseline.value, tombstones);
  // The list the other tab stored, too: while this tab's own write is on its way, the browser lets this tab read its
  // own list instead, and the other tab's change (say an item it added just before leaving) would live nowhere once
  // this tab's write lands. Merging any version is safe: items are kept by stamp and deletion records.
  if (heard !== null && heard !== baseline.raw)
    merged = mergeWatchlists(merged, watchlistSlot.parse(heard), tombstones);
  // Another tab may have written from a stale copy (tabs see each other's writes a moment late): when this tab
  // knows something newer, write the merge back so every tab converges. Equal content ends the exchange.
  if (sameContent(merged, baseline.value)) store.show(merged);
  else void store.commit(merged);
}

const control = createStore<WatchlistItem[]>({
  keys: [STORAGE_KEYS.watchlist],
  label: watchlistSlot.label,
  load,
  save,
  writeAfterPaint: true,
  onExternalChange,
  onReset: () => {
    baseline = NOTHING_STORED;
  },
});

/**
 * The watchlist. A change is shown at once and stored right after the frame that shows it (storing 10,000 items
 * takes tens of milliseconds), within 200 ms in a hidden tab, at once when the page is hidden or left and before
 * another tab's change is merged in. Treat the items as immutable.
 */
export const watchlistStore: Store<WatchlistItem[]> = control;
