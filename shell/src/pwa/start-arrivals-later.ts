import { preferencesStore } from '@reelist/storage';

/**
 * The daily check for watchlist titles arriving on the visitor's services (`./lazy/arrivals`, its own chunk),
 * loaded only when services are chosen. Called once the first screen is done.
 */
export function startArrivalsLater(load = () => import('./lazy/arrivals')): void {
  if (preferencesStore.getSnapshot().myServices.length === 0) return;
  void load().then(({ startArrivals }) => startArrivals());
}
