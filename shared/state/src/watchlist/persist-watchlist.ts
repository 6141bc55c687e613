import { STORAGE_KEYS } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { writeWatchlist } from '@reelist/storage';
import type { WatchlistWriteResult } from '@reelist/storage';

export const WATCHLIST_QUOTA_MESSAGE =
  'Could not save your watchlist: storage is full. Your changes are kept for this session.';
export const WATCHLIST_UNAVAILABLE_MESSAGE =
  'Could not save your watchlist: browser storage is unavailable. Your changes are kept for this session.';

/** Writes through storage (read-merge-write) and tells the user when the write failed; memory keeps the change. */
export function persistWatchlist(next: WatchlistItem[], previous: WatchlistItem[]): WatchlistWriteResult {
  let quota = false;
  // Storage reports a full quota on the bus synchronously, during the write.
  const subscription = bus.on('storage:write-failed').subscribe(({ key }) => {
    if (key === STORAGE_KEYS.watchlist) quota = true;
  });
  const result = writeWatchlist(next, previous);
  subscription.unsubscribe();
  if (!result.ok) {
    const message = quota ? WATCHLIST_QUOTA_MESSAGE : WATCHLIST_UNAVAILABLE_MESSAGE;
    bus.publish('toast:show', { message, kind: 'error' });
  }
  return result;
}
