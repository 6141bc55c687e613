import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType, Title, WatchlistItem, WatchlistStats, WatchlistStatus } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import {
  itemStamp,
  mergeWatchlists,
  readWatchlist,
  readWatchlistTombstones,
  watchExternalChanges,
  watchlistKey,
} from '@reelist/storage';
import { sharedContext } from '../shared-context';
import { addItem, computeStats, isInList, removeItem, toWatchlistItem, updateItemStatus } from '@reelist/domain';
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

const mediaTypeOf = (title: Title | WatchlistItem, mediaType?: MediaType): MediaType =>
  mediaType ?? (title.media_type === 'tv' ? 'tv' : 'movie');
const keyOf = (id: number, mediaType: MediaType) => `${mediaType}:${id}`;

const signature = (items: readonly WatchlistItem[]): string =>
  items
    .map((item) => `${watchlistKey(item)}@${itemStamp(item)}:${item.status ?? ''}`)
    .sort()
    .join('|');
const sameContent = (a: readonly WatchlistItem[], b: readonly WatchlistItem[]): boolean =>
  a.length === b.length && signature(a) === signature(b);

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
      const merged = mergeWatchlists(itemsRef.current, stored, readWatchlistTombstones());
      // Another tab may have written from a stale copy (tabs see each other's writes a moment late): when this tab
      // knows something newer, write the merge back so every tab converges. Equal content ends the exchange.
      if (sameContent(merged, stored)) show(merged);
      else commit(merged);
    });
    return () => subscription.unsubscribe();
  }, [show, commit]);

  useEffect(() => {
    bus.publish('watchlist:changed', { items });
  }, [items]);

  const api = useMemo<WatchlistApi>(() => {
    // A key set keeps isInWatchlist O(1): every media card on a page asks it.
    const keys = new Set(items.map((item) => keyOf(item.id, item.media_type)));
    const has = (id: number, mediaType: MediaType) => keys.has(keyOf(id, mediaType));
    const remove = (id: number, mediaType: MediaType) => commit(removeItem(itemsRef.current, id, mediaType));
    const add = (title: Title | WatchlistItem, mediaType?: MediaType) =>
      commit(addItem(itemsRef.current, toWatchlistItem(title as Title, mediaTypeOf(title, mediaType))));
    return {
      items,
      stats: computeStats(items),
      isInWatchlist: has,
      add,
      remove,
      toggle: (title, mediaType) => {
        const type = mediaTypeOf(title, mediaType);
        if (isInList(itemsRef.current, title.id, type)) remove(title.id, type);
        else add(title, type);
      },
      updateStatus: (id, mediaType, status) => commit(updateItemStatus(itemsRef.current, id, mediaType, status)),
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
