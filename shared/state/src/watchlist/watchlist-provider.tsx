import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { titleIdentity, titleMediaType } from '@reelist/contracts';
import type { MediaType, Title, WatchlistItem, WatchlistStats, WatchlistStatus } from '@reelist/contracts';
import { computeStats } from '@reelist/domain';
import { isInList, toWatchlistItem } from './items';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import type { WriteResult } from '@reelist/storage';
import { sharedContext } from '../shared-context';

export interface WatchlistApi {
  items: WatchlistItem[];
  stats: WatchlistStats;
  isInWatchlist: (id: number, mediaType: MediaType) => boolean;
  /** Adds with the stored-item mapping (status want_to_watch, addedAt now). Does not check duplicates. */
  add: (title: Title | WatchlistItem, mediaType?: MediaType) => void;
  /** Removes the title when it is in the list, adds it otherwise. */
  toggle: (title: Title | WatchlistItem, mediaType?: MediaType) => void;
  remove: (id: number, mediaType: MediaType) => void;
  /** Sets the status and refreshes updatedAt. */
  updateStatus: (id: number, mediaType: MediaType, status: WatchlistStatus) => void;
  /** Replaces the item's tags (cleaned by the store) and refreshes updatedAt when they change. */
  updateTags: (id: number, mediaType: MediaType, tags: readonly string[]) => void;
  /** Empties the list; resolves with the result of the write that stores it. */
  clear: () => Promise<WriteResult>;
  /**
   * Replaces the whole list (import, undo). The change shows at once; resolves with the result of the write that
   * stores it, so a confirmation can wait until the list is really kept.
   */
  replaceAll: (items: WatchlistItem[]) => Promise<WriteResult>;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the context's key on the page, never shown
const WatchlistContext = sharedContext<WatchlistApi | null>('ReelistWatchlist', null);

const mediaTypeOf = (title: Title | WatchlistItem, mediaType?: MediaType): MediaType =>
  mediaType ?? titleMediaType(title);

// Edits apply to the store's current list, not to the render's: two edits in one event both count.
const current = () => watchlistStore.getSnapshot();
const remove = (id: number, mediaType: MediaType) => void watchlistStore.remove(id, mediaType);
const add = (title: Title | WatchlistItem, mediaType?: MediaType) =>
  void watchlistStore.add(toWatchlistItem(title as Title, mediaTypeOf(title, mediaType)));
const edits = {
  add,
  remove,
  toggle: (title: Title | WatchlistItem, mediaType?: MediaType) => {
    const type = mediaTypeOf(title, mediaType);
    if (isInList(current(), title.id, type)) remove(title.id, type);
    else add(title, type);
  },
  updateStatus: (id: number, mediaType: MediaType, status: WatchlistStatus) => {
    const before = current().find((item) => item.id === id && item.media_type === mediaType);
    void watchlistStore.setStatus(id, mediaType, status);
    // Becoming Watched is a viewing: the watch log keeps its date (an item already Watched is not watched again).
    if (status === 'watched' && before && before.status !== 'watched') {
      // The log's code is a chunk of its own, loaded for this; the viewing is dated now, not when it has loaded.
      const at = new Date();
      void loadWatchLog().then(({ watchLogStore }) => watchLogStore.recordViewing(id, mediaType, at));
    }
  },
  updateTags: (id: number, mediaType: MediaType, tags: readonly string[]) =>
    void watchlistStore.setTags(id, mediaType, tags),
  clear: () => watchlistStore.replaceAll([]),
  replaceAll: (next: WatchlistItem[]) => watchlistStore.replaceAll(next),
};

/** The watchlist store in React: every hook below re-renders when the list changes (here or in another tab). */
export function WatchlistProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(watchlistStore.subscribe, watchlistStore.getSnapshot, watchlistStore.getSnapshot);
  const api = useMemo<WatchlistApi>(() => {
    // A key set keeps isInWatchlist O(1): every media card on a page asks it.
    const keys = new Set(items.map((item) => titleIdentity(item.media_type, item.id)));
    return {
      ...edits,
      items,
      stats: computeStats(items),
      isInWatchlist: (id, mediaType) => keys.has(titleIdentity(mediaType, id)),
    };
  }, [items]);
  return <WatchlistContext.Provider value={api}>{children}</WatchlistContext.Provider>;
}

export function useWatchlist(): WatchlistApi {
  const api = useContext(WatchlistContext);
  if (!api) throw new Error('useWatchlist must be used within a WatchlistProvider');
  return api;
}
