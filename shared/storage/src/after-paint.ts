/** A change waits at most this long for storage when the page cannot paint (hidden tabs get no frames). */
export const WRITE_FALLBACK_MS = 200;

/**
 * Runs `work` once the frame that shows a change has been painted, or after the fallback delay, whichever
 * comes first. `work` must be safe to run twice (the later call finds nothing left to do).
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  setTimeout(work, WRITE_FALLBACK_MS);
}
