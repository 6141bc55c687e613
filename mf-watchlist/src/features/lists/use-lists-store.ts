import { useEffect, useState } from 'react';
import { loadWatchLog } from '@reelist/storage';
import type { ListsStore } from '@reelist/storage';

/** The lists store for writing, once its chunk is here (the page has read the lists from it already). */
export function useListsStore(): ListsStore | null {
  const [store, setStore] = useState<ListsStore | null>(() => loadWatchLog.loaded()?.listsStore ?? null);
  useEffect(() => {
    let live = true;
    void loadWatchLog().then((module) => live && setStore(module.listsStore));
    return () => {
      live = false;
    };
  }, []);
  return store;
}
