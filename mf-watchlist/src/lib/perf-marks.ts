/**
 * Performance marks for `npm run bench` (names in the README). Each interaction gets `{name}:start` when the user
 * acts and a measure `{name}` when React has committed the result; the page calls `endInteraction` after commits.
 */
export type WatchlistMeasure =
  | 'watchlist:filter'
  | 'watchlist:sort'
  | 'watchlist:view'
  | 'watchlist:status'
  | 'watchlist:remove'
  | 'watchlist:import-parse'
  | 'watchlist:import-commit'
  | 'watchlist:pdf';

const perf = (): Performance | undefined =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function' ? performance : undefined;

let pending: WatchlistMeasure | null = null;
let ready = false;

export function startMeasure(name: WatchlistMeasure): void {
  perf()?.mark(`${name}:start`);
}

export function endMeasure(name: WatchlistMeasure): void {
  const p = perf();
  if (!p) return;
  try {
    p.measure(name, `${name}:start`);
  } catch {
    // No start mark (e.g. cleared by the bench between runs): nothing to measure.
  }
}

/** Starts an interaction that ends at the page's next commit. */
export function startInteraction(name: WatchlistMeasure): void {
  pending = name;
  startMeasure(name);
}

export function endInteraction(): void {
  if (!pending) return;
  const name = pending;
  pending = null;
  endMeasure(name);
}

/** `watchlist:ready`, once per page load: the list (or its empty state) has rendered for the first time. */
export function markReady(): void {
  if (ready) return;
  ready = true;
  perf()?.mark('watchlist:ready');
}
