const SETTLE_DELAY_MS = 2_000;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * Runs background work (service worker registration, warming the next remote) only once the first screen is
 * done: after the load event, a moment more for the page's remote and data, then when the browser is idle.
 * Returns a cancel function.
 */
export function afterPageSettles(work: () => void): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  const settle = () =>
    setTimeout(() => {
      if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 5_000 });
      else run();
    }, SETTLE_DELAY_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
  };
}
