import { C, STORAGE_KEYS } from '@reelist/contracts';
import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import * as v from 'valibot';
import { createStore } from './create-store';
import type { Store } from './create-store';
import { validItems } from './lenient';
import { searchHistoryEntrySchema, viewHistoryEntrySchema } from './personal-schemas';
import { announceFailure } from './safe-io';
import { createStorageSlot } from './slot';
import type { StorageSlot } from './slot';
import type { WriteResult } from './write-result';

/** A history, oldest first: `append` writes through at once; `commit` is not offered (nobody rewrites a history). */
export interface HistoryStore<T> extends Omit<Store<T[]>, 'commit'> {
  /** Appends one entry; re-reads storage first (another tab may have appended) and keeps the newest `cap`. */
  append(entry: T): WriteResult;
}

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

function historyStore<T>(slot: StorageSlot<T[]>, cap: number) {
  const control = createStore<T[]>({
    keys: [slot.key],
    load: slot.read,
    // Nothing on screen reports a failed append: a full storage is announced for the shell's toast.
    save: (list) => ({ result: announceFailure(slot.key, slot.write(list)), shown: list }),
  });
  const store: HistoryStore<T> = {
    getSnapshot: control.getSnapshot,
    subscribe: control.subscribe,
    flush: control.flush,
    subscribeWrites: control.subscribeWrites,
    append: (entry) => {
      void control.commit([...slot.read(), entry].slice(-cap));
      return control.flush();
    },
  };
  return { store, control };
}

const views = historyStore(viewSlot, C.VIEW_HISTORY_CAP);
const searches = historyStore(searchSlot, C.SEARCH_HISTORY_CAP);

/** Titles viewed, oldest first, at most C.VIEW_HISTORY_CAP entries. Other tabs' appends show. */
export const viewHistoryStore: HistoryStore<ViewHistoryEntry> = views.store;
/** Searches made, oldest first, at most C.SEARCH_HISTORY_CAP entries. Other tabs' appends show. */
export const searchHistoryStore: HistoryStore<SearchHistoryEntry> = searches.store;

/** Storage changed under the histories (a restored backup): show what it holds now. */
export function reloadHistories(): void {
  views.control.reload();
  searches.control.reload();
}

/** @internal Tests only. */
export function resetHistoryStores(): void {
  views.control.reset();
  searches.control.reset();
}
