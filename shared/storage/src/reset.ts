import { configureStorage } from './backend';
import { resetStores } from './create-store';
import { resetPersistenceRequest } from './persistence';
import { resetFailing } from './safe-io';
import { resetSessionMemory } from './session-id';
import { resetReported } from './slot';

/**
 * Forgets everything this package remembers for the page (injected backends, reported and kept bad values, keys
 * whose writes failed, the stores' memory and waiting writes, the persistence request, an in-memory session id).
 * For tests; storage contents are untouched.
 */
export function resetStorageMemory(): void {
  configureStorage({});
  resetReported();
  resetFailing();
  resetStores();
  resetPersistenceRequest();
  resetSessionMemory();
}
