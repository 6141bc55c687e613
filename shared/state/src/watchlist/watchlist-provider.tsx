import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS, titleIdentity, titleMediaType } from '@reelist/contracts';
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
  mediaType ?? titleMediaType(title);

const signature = (items: readonly WatchlistItem[]): string =>
  items
    .map((item) => `${watchlistKey(item)}@${itemStamp(item)}:${item.status ?? ''}`)
    .sort()
    .join('|');
const sameContent = (a: readonly WatchlistItem[], b: readonly WatchlistItem[]): boolean =>
  a.length === b.length && signature(a) === signature(b);
/** The same item objects in the same order: what a write returns when no other tab changed the list. */
const sameItems = (a: readonly WatchlistItem[], b: readonly WatchlistItem[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** A change waits at most this long for storage when the page cannot paint (hidden tabs get no frames). */
const WRITE_FALLBACK_MS = 200;

/** Runs `work` once the frame that shows the change has been painted (or after the fallback delay). */
function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  setTimeout(work, WRITE_FALLBACK_MS);
}

export function WatchlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<WatchlistItem[]>(readWatchlist);
  const itemsRef = useRef(items);
  // What storage last held as far as this tab knows: deletions are measured against it, even after a failed write.
  const persistedRef = useRef(items);

  const show = useCallback((next: WatchlistItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  // Storing a 10,000-item list (read-merge-write of a few MB) takes tens of milliseconds: the screen shows a change
  // first and storage follows once it is painted. Leaving or hiding the page and other tabs' changes store it at once.
  const pendingRef = useRef(false);

  const flush = useCallback(() => {
    if (!pendingRef.current) return;
    pendingRef.current = false;
    const shown = itemsRef.current;
    const result = persistWatchlist(shown, persistedRef.current);
    if (result.ok) persistedRef.current = result.items;
    // Other tabs' changes merged in: show them too.
    if (!sameItems(result.items, shown)) show(result.items);
  }, [show]);

  const commit = useCallback(
    (next: WatchlistItem[]) => {
      show(next);
      if (pendingRef.current) return;
      pendingRef.current = true;
      afterPaint(flush);
    },
    [show, flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    const subscription = watchExternalChanges(STORAGE_KEYS.watchlist).subscribe(() => {
      // This tab's own unsaved change first, so its deletions are recorded before the lists are merged.
      flush();
      const stored = readWatchlist();
      persistedRef.current = stored;
      const merged = mergeWatchlists(itemsRef.current, stored, readWatchlistTombstones());
      // Another tab may have written from a stale copy (tabs see each other's writes a moment late): when this tab
      // knows something newer, write the merge back so every tab converges. Equal content ends the exchange.
      if (sameContent(merged, stored)) show(merged);
      else commit(merged);
    });
    return () => subscription.unsubscribe();
  }, [show, commit, flush]);

  useEffect(() => {
    bus.publish('watchlist:changed', { items });
  }, [items]);

  const api = useMemo<WatchlistApi>(() => {
    // A key set keeps isInWatchlist O(1): every media card on a page asks it.
    const keys = new Set(items.map((item) => titleIdentity(item.media_type, item.id)));
    const has = (id: number, mediaType: MediaType) => keys.has(titleIdentity(mediaType, id));
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
