import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

const media = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => undefined;
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  // Safari before 14 only has the deprecated listener API.
  list.addListener(onChange);
  return () => list.removeListener(onChange);
}

const snapshot = (): boolean => media()?.matches ?? false;

/** Whether the system prefers a dark colour scheme, live. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
