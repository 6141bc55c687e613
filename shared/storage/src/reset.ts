import { configureStorage } from './backend';
import { resetPersistenceRequest } from './persistence';
import { resetSessionMemory } from './session-id';
import { resetReported } from './slot';
import { resetLastSeen } from './watchlist-store';

/**
 * Forgets everything this package remembers for the page (injected backends, reported bad values, the last
 * seen watchlist, the persistence request, an in-memory session id). For tests; storage contents are untouched.
 */
export function resetStorageMemory(): void {
  configureStorage({});
  resetReported();
  resetLastSeen();
  resetPersistenceRequest();
  resetSessionMemory();
}
