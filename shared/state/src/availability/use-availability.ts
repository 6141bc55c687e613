import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadAvailability } from '@reelist/storage';
import type { ArrivalsState, AvailabilityMap } from '@reelist/storage';

type Module = Awaited<ReturnType<typeof loadAvailability>>;
interface Readable<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => undefined };

/** A store of the availability chunk in React, or null until it has loaded (or while `enabled` is false). */
function useModuleStore<T>(pick: (module: Module) => Readable<T>, enabled: boolean): T | null {
  const [store, setStore] = useState<Readable<T> | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void loadAvailability().then((module) => live && setStore(pick(module)));
    return () => {
      live = false;
    };
    // `pick` is one of the module-level functions below: it never changes.
  }, [enabled]);
  const source: Readable<T | undefined> = store ?? noStore;
  const value = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return store ? (value as T) : null;
}

const pickAvailability = (module: Module) => module.availabilityStore;
const pickArrivals = (module: Module) => module.arrivalsStore;

/** Each title's known offers (`reelist_availability`), or null until loaded; loads only when `enabled`. */
export const useKnownAvailability = (enabled = true): AvailabilityMap | null =>
  useModuleStore(pickAvailability, enabled);

/** The arrivals on the visitor's services (`reelist_arrivals`), or null until loaded; loads only when `enabled`. */
export const useArrivals = (enabled = true): ArrivalsState | null => useModuleStore(pickArrivals, enabled);
