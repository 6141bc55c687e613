import { useSyncExternalStore } from 'react';

const unwatched = () => () => undefined;

/**
 * A fact only the browser knows (the keyboard's platform, a permission), read at each render and never watched. A
 * page rendered on a server, with no browser to ask, draws `onServer`; a browser's first render that takes over that
 * markup draws the same, then the browser's answer.
 */
export function useBrowserValue<T>(read: () => T, onServer: () => T): T {
  return useSyncExternalStore(unwatched, read, onServer);
}
