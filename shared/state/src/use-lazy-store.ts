import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OnDemand } from '@reelist/storage';

/** What React needs of a store: the one shape of every @reelist/storage store's reader. */
export interface Readable<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => undefined };

/**
 * A store that lives in a chunk loaded on demand (`load`, e.g. the watch log's or the availability's), in React: null
 * until the chunk has loaded, and while `enabled` is false (nothing is loaded then); re-renders on every change. A
 * chunk already loaded (`load.loaded`: the shell loads the watch log beside the page that shows it) is read in the
 * first render, so the page never paints once without it and then moves when it comes.
 * `load` and `pick` must be module-level functions: they are read once.
 */
export function useLazyStore<M, T>(load: OnDemand<M>, pick: (module: M) => Readable<T>, enabled = true): T | null {
  const [store, setStore] = useState<Readable<T> | null>(() => {
    const loaded = enabled ? load.loaded() : undefined;
    return loaded ? pick(loaded) : null;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void load().then((module) => live && setStore(pick(module)));
    return () => {
      live = false;
    };
    // `load` and `pick` are module-level functions: they never change.
  }, [enabled]);
  const source: Readable<T | undefined> = store ?? noStore;
  const value = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return store ? (value as T) : null;
}
