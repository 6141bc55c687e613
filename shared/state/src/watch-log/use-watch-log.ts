import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadWatchLog } from '@reelist/storage';
import type { FollowedShowsStore, WatchLog } from '@reelist/storage';

type LogModule = Awaited<ReturnType<typeof loadWatchLog>>;
interface Readable<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => undefined };

/** A store of the watch log's chunk in React, or null until the chunk has loaded; re-renders on every change. */
function useLogModuleStore<T>(pick: (module: LogModule) => Readable<T>): T | null {
  const [store, setStore] = useState<Readable<T> | null>(null);
  useEffect(() => {
    let live = true;
    void loadWatchLog().then((module) => live && setStore(pick(module)));
    return () => {
      live = false;
    };
    // `pick` is one of the module-level functions below: it never changes.
  }, []);
  const source: Readable<T | undefined> = store ?? noStore;
  const value = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return store ? (value as T) : null;
}

const pickLog = (module: LogModule) => module.watchLogStore;
const pickFollowed = (module: LogModule): FollowedShowsStore => module.followedShowsStore;

/**
 * The watch log in React, or null until its store has loaded: re-renders when the log changes, here or in
 * another tab. Its store is a chunk of its own; the shell starts loading it beside a route that shows it.
 */
export const useWatchLog = (): WatchLog | null => useLogModuleStore(pickLog);

/** The ids of the shows kept followed ("Keep following"), or null until loaded. */
export const useFollowedShows = (): readonly number[] | null => useLogModuleStore(pickFollowed);
