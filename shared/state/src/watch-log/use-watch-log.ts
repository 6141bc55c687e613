import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadWatchLog } from '@reelist/storage';
import type { WatchLog, WatchLogStore } from '@reelist/storage';

const EMPTY: WatchLog = [];
const noStore = { subscribe: () => () => undefined, getSnapshot: () => EMPTY };

/**
 * The watch log in React, or null until its store has loaded: re-renders when the log changes, here or in
 * another tab. Its store is a chunk of its own; the shell starts loading it beside a route that shows it.
 */
export function useWatchLog(): WatchLog | null {
  const [store, setStore] = useState<WatchLogStore | null>(null);
  useEffect(() => {
    let live = true;
    void loadWatchLog().then((module) => live && setStore(module.watchLogStore));
    return () => {
      live = false;
    };
  }, []);
  const source = store ?? noStore;
  const log = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return store ? log : null;
}
