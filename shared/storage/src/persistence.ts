import { warn } from './backend';

let requested: Promise<boolean> | undefined;

/** @internal Lets tests ask again. */
export function resetPersistenceRequest(): void {
  requested = undefined;
}

/**
 * Asks the browser once per page to keep this origin's storage under pressure, so the watchlist is not evicted.
 * Resolves to whether persistence was granted; false when unsupported or refused.
 */
export function requestPersistence(): Promise<boolean> {
  requested ??= (async () => {
    const manager = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (typeof manager?.persist !== 'function') return false;
    try {
      return await manager.persist();
    } catch (error) {
      warn('persistent storage request failed', error);
      return false;
    }
  })();
  return requested;
}
