type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** Runs `work` when the page is idle (within 2 s at most), so fetching offers never competes with scrolling. */
export function whenIdle(work: () => void): void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 0);
}
