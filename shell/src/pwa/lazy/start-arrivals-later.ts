import { preferencesStore } from '@reelist/storage';

/**
 * The daily check for watchlist titles arriving on the visitor's services (`./arrivals`, its own chunk), loaded
 * only when services are chosen. Started with the notifications machine, once the first screen is done.
 */
export function startArrivalsLater(
  // Named lazy-*: the shared code only this check uses stays in its chunk (see @reelist/federation's SHELL_CHUNKS).
  load = () => import(/* webpackChunkName: "lazy-arrivals" */ './arrivals'),
): void {
  if (preferencesStore.getSnapshot().myServices.length === 0) return;
  void load().then(({ startArrivals }) => startArrivals());
}
