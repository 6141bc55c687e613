/** The longest `afterPaint` waits where the page gets no frames (hidden tabs get none). */
export const WRITE_FALLBACK_MS = 200;

/**
 * Runs `work` once, in a task after the frame that shows a change has been painted, or after the fallback delay
 * where no frame comes, whichever is first. The stores write after the paint this way; a screen uses it for a tap's
 * heavier consequences, so the tap's own answer (a pressed button) paints first.
 */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, WRITE_FALLBACK_MS);
}
