import type { WindowClientLike } from './sw-scope';

/** The tag of the daily Periodic Background Sync for arrivals on the visitor's services. */
export const ARRIVALS_SYNC_TAG = 'reelist-arrivals';
/** The message the worker sends the pages when that sync fires. */
export const CHECK_ARRIVALS = 'CHECK_ARRIVALS';

/** Posts CHECK_ARRIVALS to every open page of the app (each runs the check at most once a day). */
export async function askPagesToCheckArrivals(clients: {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
}): Promise<number> {
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: CHECK_ARRIVALS });
  return pages.length;
}
