import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { readSearchHistory, readViewHistory, watchExternalChanges } from '@reelist/storage';

export interface Histories {
  viewHistory: ViewHistoryEntry[];
  searchHistory: SearchHistoryEntry[];
}

/**
 * The view and search histories, read after the first paint (the spinner shows meanwhile) and again whenever
 * this page or another tab records or restores history. `undefined` while loading.
 */
export function useHistories(): { histories: Histories | undefined; reload: () => void } {
  const [histories, setHistories] = useState<Histories>();
  const reload = useCallback(() => {
    setHistories({ viewHistory: readViewHistory(), searchHistory: readSearchHistory() });
  }, []);

  useEffect(() => {
    reload();
    const subscriptions = [
      bus.on('title:viewed').subscribe(reload),
      bus.on('search:performed').subscribe(reload),
      watchExternalChanges(STORAGE_KEYS.viewHistory).subscribe(reload),
      watchExternalChanges(STORAGE_KEYS.searchHistory).subscribe(reload),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [reload]);

  return { histories, reload };
}
