import type { RuntimeConfig } from '@reelist/contracts';
import { configureApi, storeCachedAnswers } from '@reelist/api';
import type { CachedAnswer } from '@reelist/api';
import { bus } from '@reelist/event-bus';
import { startFirstScreenData } from './first-screen-data';
import { createToastQueue } from './toast-queue';
import type { ToastQueue } from './toast-queue';

/**
 * The shell's services that need no React, which the entry starts as soon as the configuration is here, beside
 * React's download rather than after it: Home's first service call leaves with the page's own files. Keep React and
 * the packages built on it (@reelist/state, @reelist/ui) out of this folder: importing one would make the entry wait
 * for React again (first-paint.spec.ts holds React back to check).
 */
/**
 * A page the server rendered comes with the service answers it was made from (#server-answers): the first render reads
 * the same. Unreadable, they are only not used: the page asks the service as usual.
 */
function storeServerAnswers(): void {
  const text = document.getElementById('server-answers')?.textContent;
  if (!text) return;
  try {
    const answers: unknown = JSON.parse(text);
    if (Array.isArray(answers)) storeCachedAnswers(answers as CachedAnswer[]);
  } catch {
    // Not JSON (a proxy rewrote the page?): nothing kept.
  }
}

export function startServices(config: RuntimeConfig, pathname: string): ToastQueue {
  configureApi(config);
  storeServerAnswers();
  // Before anything reads storage (the first-screen call reads the preferences, then the providers): a value storage
  // recovers from is reported on the bus, and the toast queue must be listening.
  const toasts = createToastQueue(bus);
  startFirstScreenData(pathname);
  return toasts;
}
