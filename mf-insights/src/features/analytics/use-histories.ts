import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import { searchHistoryStore, viewHistoryStore } from '@reelist/storage';
import type { HistoryStore } from '@reelist/storage';

export interface Histories {
  viewHistory: ViewHistoryEntry[];
  searchHistory: SearchHistoryEntry[];
}

const notYet = (): undefined => undefined;

/** A history's entries once `painted`, then live; undefined before (and when rendered on a server). */
function useHistory<T>(store: HistoryStore<T>, painted: boolean): T[] | undefined {
  return useSyncExternalStore(store.subscribe, painted ? store.getSnapshot : notYet, notYet);
}

/**
 * The view and search histories from their stores, read after the first paint (the spinner shows meanwhile: a
 * thousand entries take a moment to validate), then live: this page's, another tab's and a restore's changes.
 * `undefined` while loading.
 */
export function useHistories(): Histories | undefined {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const viewHistory = useHistory(viewHistoryStore, painted);
  const searchHistory = useHistory(searchHistoryStore, painted);
  return useMemo(
    () => (viewHistory && searchHistory ? { viewHistory, searchHistory } : undefined),
    [viewHistory, searchHistory],
  );
}
