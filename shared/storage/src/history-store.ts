import { C, STORAGE_KEYS } from '@reelist/contracts';
import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import * as v from 'valibot';
import { validItems } from './lenient';
import { searchHistoryEntrySchema, viewHistoryEntrySchema } from './personal-schemas';
import { announceFailure } from './safe-io';
import { createStorageSlot } from './slot';
import type { StorageSlot } from './slot';

function historySlot<T>(key: string, entry: v.GenericSchema<unknown, T>): StorageSlot<T[]> {
  return createStorageSlot<T[]>({
    key,
    schema: v.array(entry),
    defaultValue: () => [],
    recover: validItems(entry),
  });
}

export const viewSlot = historySlot(STORAGE_KEYS.viewHistory, viewHistoryEntrySchema);
export const searchSlot = historySlot(STORAGE_KEYS.searchHistory, searchHistoryEntrySchema);

// Oldest first; appending re-reads the stored list (another tab may have appended) and keeps the newest `cap`.
// Nothing on screen reports a failed append: a full storage is announced for the shell's toast.
function append<T>(slot: StorageSlot<T[]>, entry: T, cap: number): boolean {
  return announceFailure(slot.key, slot.write([...slot.read(), entry].slice(-cap))).ok;
}

/** View history, oldest first, at most C.VIEW_HISTORY_CAP entries. */
export function readViewHistory(): ViewHistoryEntry[] {
  return viewSlot.read();
}

export function appendViewHistory(entry: ViewHistoryEntry): boolean {
  return append(viewSlot, entry, C.VIEW_HISTORY_CAP);
}

/** Search history, oldest first, at most C.SEARCH_HISTORY_CAP entries. */
export function readSearchHistory(): SearchHistoryEntry[] {
  return searchSlot.read();
}

export function appendSearchHistory(entry: SearchHistoryEntry): boolean {
  return append(searchSlot, entry, C.SEARCH_HISTORY_CAP);
}

/** Removes view and search history. True when both are gone. */
export function clearHistory(): boolean {
  const viewOk = viewSlot.remove().ok;
  const searchOk = searchSlot.remove().ok;
  return viewOk && searchOk;
}
