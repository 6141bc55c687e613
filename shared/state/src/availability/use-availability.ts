import { loadAvailability } from '@reelist/storage';
import type { ArrivalsState, AvailabilityMap } from '@reelist/storage';
import { useLazyStore } from '../use-lazy-store';

type Module = Awaited<ReturnType<typeof loadAvailability>>;

const pickAvailability = (module: Module) => module.availabilityStore;
const pickArrivals = (module: Module) => module.arrivalsStore;

/** Each title's known offers (`reelist_availability`), or null until loaded; loads only when `enabled`. */
export const useKnownAvailability = (enabled = true): AvailabilityMap | null =>
  useLazyStore(loadAvailability, pickAvailability, enabled);

/** The arrivals on the visitor's services (`reelist_arrivals`), or null until loaded; loads only when `enabled`. */
export const useArrivals = (enabled = true): ArrivalsState | null =>
  useLazyStore(loadAvailability, pickArrivals, enabled);
