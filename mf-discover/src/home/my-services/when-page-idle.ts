type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/**
 * Resolves with the services prompt's module once the page has loaded and the browser is idle, so the prompt's
 * code never competes with Home's first cards.
 */
export function whenPageIdle() {
  const win = window as IdleWindow;
  return new Promise<void>((resolve) => {
    const idle = () =>
      win.requestIdleCallback ? win.requestIdleCallback(() => resolve(), { timeout: 3_000 }) : resolve();
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }).then(() => import('./services-prompt'));
}
