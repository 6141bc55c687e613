type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** After the load event, a moment more for Home's remotes and first cards, as the shell waits for its own work. */
const SETTLE_MS = 2_000;

/**
 * Resolves with the services prompt's module once Home has settled (load, a moment, then an idle moment), so the
 * prompt's code is never part of the first screen.
 */
export function whenPageIdle() {
  const win = window as IdleWindow;
  return new Promise<void>((resolve) => {
    const idle = () =>
      win.requestIdleCallback ? win.requestIdleCallback(() => resolve(), { timeout: 3_000 }) : resolve();
    const settle = () => setTimeout(idle, SETTLE_MS);
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  }).then(() => import('./services-prompt'));
}
