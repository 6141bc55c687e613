type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** How long after the load event a page counts as settled: its remote and first data have usually arrived. */
const SETTLE_DELAY_MS = 2_000;
/** The longest a settled page's background work waits for an idle moment. */
const SETTLED_IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `work` when the browser is idle, and within `timeoutMs` at most (where there is no requestIdleCallback, as in
 * Safari, on the next task), so background work never competes with what the visitor is doing.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 0);
}

/**
 * Runs background work (service worker registration, warming the next remote, a first-run prompt) only once the
 * first screen is done: after the load event, a moment more for the page's remote and data, then when the browser is
 * idle (at once where it cannot say). Returns a cancel function.
 */
export function afterPageSettles(work: () => void): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  const settle = () =>
    setTimeout(() => {
      if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: SETTLED_IDLE_TIMEOUT_MS });
      else run();
    }, SETTLE_DELAY_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
  };
}
