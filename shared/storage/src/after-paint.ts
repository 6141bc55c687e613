/** The longest `afterPaint` waits where the page gets no frames (hidden tabs get none). */
export const WRITE_FALLBACK_MS = 200;

type PostTask = (work: () => void, options: { priority: 'background' }) => Promise<unknown>;

/**
 * Runs `work` once, in a task after the frame that shows a change has been painted, or after the fallback delay
 * where no frame comes, whichever is first. The stores write after the paint this way; a screen uses it for a tap's
 * heavier consequences, so the tap's own answer (a pressed button) paints first.
 *
 * Where the browser has a task scheduler, the task has background priority: it waits for the next input and the
 * page's own tasks (a store's write of a long list takes a slowed phone tens of milliseconds), never past the
 * fallback delay.
 */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => {
      if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'background' });
      else setTimeout(run, 0);
    });
  setTimeout(run, WRITE_FALLBACK_MS);
}
