import type { WatchlistItem } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { watchlistStore } from '@reelist/storage';
import type { WriteResult } from '@reelist/storage';

export const WATCHLIST_QUOTA_MESSAGE =
  'Could not save your watchlist: storage is full. Your changes are kept for this session.';
export const WATCHLIST_UNAVAILABLE_MESSAGE =
  'Could not save your watchlist: browser storage is unavailable. Your changes are kept for this session.';

// Edits made before one write share its result: the visitor hears once per failed save.
const told = new WeakSet<Promise<WriteResult>>();

/** Commits to the watchlist store and tells the visitor when the write that stores it fails; memory keeps it. */
export function saveWatchlist(next: WatchlistItem[]): void {
  const write = watchlistStore.commit(next);
  if (told.has(write)) return;
  told.add(write);
  void write.then((result) => {
    if (result.ok) return;
    const message = result.reason === 'quota' ? WATCHLIST_QUOTA_MESSAGE : WATCHLIST_UNAVAILABLE_MESSAGE;
    bus.publish('toast:show', { message, kind: 'error' });
  });
}
