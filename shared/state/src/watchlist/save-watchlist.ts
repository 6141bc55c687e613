import { bus } from '@reelist/event-bus';
import { watchlistStore } from '@reelist/storage';

export const WATCHLIST_QUOTA_MESSAGE =
  'Could not save your watchlist: storage is full. Your changes are kept for this session.';
export const WATCHLIST_UNAVAILABLE_MESSAGE =
  'Could not save your watchlist: browser storage is unavailable. Your changes are kept for this session.';

/**
 * Tells the visitor about every watchlist write that fails (an edit, an import, another tab's change merged and
 * written back); memory keeps the list. The warning stays until dismissed while the list is not stored, and goes
 * away by itself once a later write stores it. Returns the unsubscribe.
 */
export const reportFailedWatchlistWrites = (): (() => void) => {
  let unsaved: string | null = null;
  return watchlistStore.subscribeWrites((result) => {
    if (result.ok) {
      if (unsaved) bus.publish('toast:dismiss', { message: unsaved });
      unsaved = null;
      return;
    }
    unsaved = result.reason === 'quota' ? WATCHLIST_QUOTA_MESSAGE : WATCHLIST_UNAVAILABLE_MESSAGE;
    bus.publish('toast:show', { message: unsaved, kind: 'error', sticky: true });
  });
};
