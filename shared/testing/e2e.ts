/**
 * @reelist/testing/e2e — helpers for the Playwright browser tests of the shell and the remotes' previews, and for
 * tests of the running servers (hostile raw requests). Its own entry point: the package's main entry loads React
 * and Testing Library, which Playwright specs must not.
 */
export { PORTS, CATALOG, RELEASES_DIR } from './src/e2e/ports';
export { withoutServerRender, seedStorage, watchErrors } from './src/e2e/page';
export { addFault, resetFaults } from './src/e2e/faults';
export type { Fault } from './src/e2e/faults';
export { storedItem, manyItems } from './src/e2e/stored-items';
export { watchlistItem } from './src/watchlist-item';
export { hostileRequest, KNOWN_HOSTILE_PATHS, requestBytes, sendRaw } from './src/e2e/hostile-http';
export type { HostileRequest, RawAnswer } from './src/e2e/hostile-http';
