/**
 * @reelist/state/availability — the visitor's streaming services at work: which of them offer the watchlist's
 * titles and which titles arrived on one. Outside the shared singleton like ./watch-log: its state is
 * @reelist/storage's (loaded on demand), so each app bundles its own copy of this code and only when it needs it.
 */
export { refreshAvailability, checkArrivalsDaily } from './src/availability/refresh-availability';
export type {
  AvailabilityTitle,
  RefreshOptions,
  RefreshResult,
  DailyCheckOptions,
} from './src/availability/refresh-availability';
export { useKnownAvailability, useArrivals } from './src/availability/use-availability';
export { useRegionProviders } from './src/availability/use-region-providers';
