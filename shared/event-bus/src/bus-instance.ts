import { createBus } from './create-bus';
import type { ReelistBus } from './create-bus';

declare global {
  var __reelistBus: ReelistBus | undefined;
}

/**
 * The page's one bus. Module Federation shares this package as a singleton; the global guard makes even an
 * accidental second copy of the package (a remote bundling its own) join the same bus.
 */
export function getBus(): ReelistBus {
  globalThis.__reelistBus ??= createBus();
  return globalThis.__reelistBus;
}

export const bus: ReelistBus = getBus();
