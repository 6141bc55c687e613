import { C, STORAGE_KEYS } from '@reelist/contracts';
import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import * as v from 'valibot';
import { validItems } from './lenient';
import { searchHistoryEntrySchema, viewHistoryEntrySchema } from './personal-schemas';
import { createStorageSlot } from './slot';
import type { StorageSlot } from './slot';
import { slotStore } from './slot-store';
import type { StoreReader } from './slot-store';
import type { WriteResult } from './write-result';

/** A history, oldest first: `append` writes through at once; `commit` is not offered (nobody rewrites a history). */
export interface HistoryStore<T> extends StoreReader<T[]> {
  /** Appends one entry; re-reads storage first (another tab may have appended) and keeps the newest `cap`. */
  append(entry: T): WriteResult;
}

function historySlot<T>(key: string, label: string, entry: v.GenericSchema<unknown, T>): StorageSlot<T[]> {
  return createStorageSlot<T[]>({
    key,
    label,
    schema: v.array(entry),
    defaultValue: () => [],
    recover: validItems(entry),
  });
}

export const viewSlot = historySlot(STORAGE_KEYS.viewHistory, 'viewing history', viewHistoryEntrySchema);
export const searchSlot = historySlot(STORAGE_KEYS.searchHistory, 'search history', searchHistoryEntrySchema);

function historyStore<T>(slot: StorageSlot<T[]>, cap: number): HistoryStore<T> {
  const { reader, update } = slotStore(slot);
  return { ...reader, append: (entry) => update((list) => [...list, entry].slice(-cap)) };
}

/** Titles viewed, oldest first, at most C.VIEW_HISTORY_CAP entries. Other tabs' appends show. */
export const viewHistoryStore = historyStore<ViewHistoryEntry>(viewSlot, C.VIEW_HISTORY_CAP);
/** Searches made, oldest first, at most C.SEARCH_HISTORY_CAP entries. Other tabs' appends show. */
export const searchHistoryStore = historyStore<SearchHistoryEntry>(searchSlot, C.SEARCH_HISTORY_CAP);
