import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType, Title, WatchlistItem, WatchlistStats, WatchlistStatus } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { mergeWatchlists, readWatchlist, readWatchlistTombstones, watchExternalChanges } from '@reelist/storage';
import { sharedContext } from '../shared-context';
import { computeStats, mediaTypeOf, sameItem, toWatchlistItem, withStatus } from './watchlist-ops';
import { persistWatchlist } from './persist-watchlist';

export interface WatchlistApi {
  items: WatchlistItem[];
  stats: WatchlistStats;
  isInWatchlist: (id: number, mediaType: MediaType) => boolean;
  /** Adds with the spec section 3 mapping (status want_to_watch, addedAt now). Does not check duplicates. */
  add: (title: Title | WatchlistItem, mediaType?: MediaType) => void;
  /** Removes the title when it is in the list, adds it otherwise. */
  toggle: (title: Title | WatchlistItem, mediaType?: MediaType) => void;
  remove: (id: number, mediaType: MediaType) => void;
  /** Sets the status and refreshes updatedAt. */
  updateStatus: (id: number, mediaType: MediaType, status: WatchlistStatus) => void;
  clear: () => void;
  /** Replaces the whole list (import, undo). */
  replaceAll: (items: WatchlistItem[]) => void;
}

const WatchlistContext = sharedContext<WatchlistApi | null>('ReelistWatchlist', null);

const now = (): string => new Date().toISOString();

export function WatchlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<WatchlistItem[]>(readWatchlist);
  const itemsRef = useRef(items);
  // What storage last held as far as this tab knows: deletions are measured against it, even after a failed write.
  const persistedRef = useRef(items);

  const show = useCallback((next: WatchlistItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const commit = useCallback(
    (next: WatchlistItem[]) => {
      const result = persistWatchlist(next, persistedRef.current);
      if (result.ok) persistedRef.current = result.items;
      show(result.items);
    },
    [show],
  );

  useEffect(() => {
    const subscription = watchExternalChanges(STORAGE_KEYS.watchlist).subscribe(() => {
      const stored = readWatchlist();
      persistedRef.current = stored;
      show(mergeWatchlists(itemsRef.current, stored, readWatchlistTombstones()));
    });
    return () => subscription.unsubscribe();
  }, [show]);

  useEffect(() => {
    bus.publish('watchlist:changed', { items });
  }, [items]);

  const api = useMemo<WatchlistApi>(() => {
    const has = (id: number, mediaType: MediaType) => items.some((item) => sameItem(item, id, mediaType));
    const remove = (id: number, mediaType: MediaType) =>
      commit(itemsRef.current.filter((item) => !sameItem(item, id, mediaType)));
    const add = (title: Title | WatchlistItem, mediaType?: MediaType) =>
      commit([...itemsRef.current, toWatchlistItem(title, mediaType, now())]);
    return {
      items,
      stats: computeStats(items),
      isInWatchlist: has,
      add,
      remove,
      toggle: (title, mediaType) => {
        const type = mediaTypeOf(title, mediaType);
        const present = itemsRef.current.some((item) => sameItem(item, title.id, type));
        if (present) remove(title.id, type);
        else add(title, type);
      },
      updateStatus: (id, mediaType, status) => commit(withStatus(itemsRef.current, id, mediaType, status, now())),
      clear: () => commit([]),
      replaceAll: (next) => commit([...next]),
    };
  }, [items, commit]);

  return <WatchlistContext.Provider value={api}>{children}</WatchlistContext.Provider>;
}

export function useWatchlist(): WatchlistApi {
  const api = useContext(WatchlistContext);
  if (!api) throw new Error('useWatchlist must be used within a WatchlistProvider');
  return api;
}
