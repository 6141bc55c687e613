import { configureStorage } from './backend';
import { resetPersistenceRequest } from './persistence';
import { resetSessionMemory } from './session-id';
import { resetFeedbackStores } from './feedback-store';
import { resetHistoryStores } from './history-store';
import { resetSettingsStores } from './settings-store';
import { resetReported } from './slot';
import { resetWatchlistStore } from './watchlist-store';

/**
 * Forgets everything this package remembers for the page (injected backends, reported bad values, the stores'
 * memory and waiting writes, the persistence request, an in-memory session id). For tests; storage contents are
 * untouched.
 */
export function resetStorageMemory(): void {
  configureStorage({});
  resetReported();
  resetWatchlistStore();
  resetSettingsStores();
  resetFeedbackStores();
  resetHistoryStores();
  resetPersistenceRequest();
  resetSessionMemory();
}
