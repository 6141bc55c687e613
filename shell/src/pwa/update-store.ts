import { useSyncExternalStore } from 'react';

type Apply = () => void;

// Shell-only state (no remote needs it, so it is not a bus event): how to apply a waiting service worker.
let apply: Apply | null = null;
const listeners = new Set<() => void>();

/** Called by the service-worker registration when a new version waits; `null` when none does. */
export function setPendingUpdate(next: Apply | null): void {
  apply = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The function that activates the waiting version and reloads, or null when the app is up to date. */
export function usePendingUpdate(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}
