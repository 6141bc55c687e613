import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MediaType, WatchLogEntry } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import type { WatchLog, WatchLogStore } from '@reelist/storage';

const EMPTY: WatchLog = [];
const noStore = { subscribe: () => () => undefined, getSnapshot: () => EMPTY };

/**
 * The watch log in React, or null until its store has loaded (it is not on Home's first screen): re-renders when
 * the log changes, here or in another tab.
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

/**
 * Records that a title was just watched in Reelist (the status became Watched): one entry, a rewatch when the
 * log already holds a viewing of it.
 */
export async function recordViewing(id: number, mediaType: MediaType, now: Date = new Date()): Promise<void> {
  const { watchLogStore } = await loadWatchLog();
  const seen = watchLogStore.getSnapshot().some((entry) => entry.id === id && entry.media_type === mediaType);
  const entry: WatchLogEntry = {
    id,
    media_type: mediaType,
    watchedAt: now.toISOString(),
    rewatch: seen,
    source: 'reelist',
  };
  await watchLogStore.append([entry]);
}
