import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The address's fragment (`#...`), which never reaches a server; follows a link pasted over the current one. */
export const useLocationHash = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
