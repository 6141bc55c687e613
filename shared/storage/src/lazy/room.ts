import type { WatchlistItem } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { area, ratingsSlot, reviewsSlot, watchlistSlot } from '../../index';
import type { StorageLike } from '../backend';
import type { HistoryImport } from './history-import';
import { watchLogSlot } from './watch-log-store';

/**
 * What one origin may keep in localStorage, in UTF-16 characters of keys and values: 5 MiB in Chromium (measured
 * here: 5,242,879 characters in one value under a one-letter key), Firefox and Safari alike.
 */
export const LOCAL_STORAGE_QUOTA_CHARS = 5 * 1024 * 1024;
/** Kept free for what is written after a large list: its deletion records, histories, settings, the watch log. */
const HEADROOM_CHARS = 256 * 1024;

type ListableStorage = StorageLike & { length?: number; key?: (index: number) => string | null };

/** The characters localStorage holds (keys and values), or 0 when it cannot be listed. */
function usedChars(): number {
  const target = area('local') as ListableStorage | null;
  if (!target || typeof target.length !== 'number' || typeof target.key !== 'function') return 0;
  let used = 0;
  try {
    for (let index = 0; index < target.length; index += 1) {
      const key = target.key(index);
      if (key !== null) used += key.length + (target.getItem(key)?.length ?? 0);
    }
  } catch {
    // Not listable here: judge by this list alone.
  }
  return used;
}

export interface WatchlistRoom {
  /** The list can be stored beside everything else the origin keeps. */
  fits: boolean;
  /** About how many items of this size the watchlist can hold at most. */
  maxItems: number;
}

/**
 * Whether `items` would fit in storage as the watchlist, judged before anything is written, so an import that
 * could not be kept is refused up front instead of reported as done and lost on reload.
 */
export function watchlistRoom(items: readonly WatchlistItem[]): WatchlistRoom {
  const current = watchlistSlot.readRaw();
  const others = usedChars() - (current === null ? 0 : watchlistSlot.key.length + current.length);
  const available = LOCAL_STORAGE_QUOTA_CHARS - HEADROOM_CHARS - others - watchlistSlot.key.length;
  const needed = watchlistSlot.encode(items as WatchlistItem[]).length;
  const perItem = items.length > 0 ? needed / items.length : 1;
  return { fits: needed <= available, maxItems: Math.max(0, Math.floor(available / perItem)) };
}

export interface HistoryImportRoom {
  /** The import's own data is no larger than all the origin may keep: freeing space could make room for it. */
  everFits: boolean;
  /** The characters the import's own data takes as stored: its new titles, viewings, ratings and reviews. */
  neededChars: number;
  quotaChars: number;
}

/**
 * Whether an imported history could be kept at all, even with nothing else stored: beyond the origin's whole
 * quota no amount of freed space helps, and the visitor is better told how far off it is than to free space.
 */
export function historyImportRoom(change: HistoryImport): HistoryImportRoom {
  const ratings = Object.fromEntries([...change.ratings].map(([key, rating]) => [key, [rating]]));
  const reviews = Object.fromEntries([...change.reviews].map(([key, list]) => [key, [...list]]));
  const neededChars =
    watchlistSlot.encode([...change.add]).length +
    watchLogSlot.encode([...change.viewings]).length +
    ratingsSlot.encode(ratings).length +
    reviewsSlot.encode(reviews).length;
  return { everFits: neededChars <= LOCAL_STORAGE_QUOTA_CHARS, neededChars, quotaChars: LOCAL_STORAGE_QUOTA_CHARS };
}
