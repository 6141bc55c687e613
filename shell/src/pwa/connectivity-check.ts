import type { ReelistBus } from '@reelist/event-bus';
import { afterPageSettles } from '@reelist/ui';

/** How often, while a check has found no network, the shell asks again. */
export const RECHECK_MS = 30_000;

export interface ConnectivityCheckOptions {
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * `navigator.onLine` says only that a network interface is up: on a Wi-Fi without internet, or in a page the service
 * worker served from its caches after the network went away, it still says online. So the shell asks its server for
 * the head of its config (a HEAD, which the worker leaves to the network, never to a cache). A network failure marks
 * the app offline (the header's 'Offline'), and the shell asks again every RECHECK_MS until an answer marks it online
 * (the browser's own `online` event does too). Returns a stop.
 */
export function checkConnectivity(
  bus: ReelistBus,
  {
    // eslint-disable-next-line no-restricted-globals -- a HEAD of the shell's own config, not a service call
    fetch: request = (url, init) => fetch(url, init),
    setTimer = setTimeout,
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }: ConnectivityCheckOptions = {},
): () => void {
  let stopped = false;
  let timer: unknown;
  const check = (): void => {
    request('/config.json', { method: 'HEAD', cache: 'no-store' }).then(
      () => {
        if (!stopped && !bus.online$.value) bus.publish('connectivity:changed', { online: true });
      },
      () => {
        if (stopped) return;
        if (bus.online$.value) bus.publish('connectivity:changed', { online: false });
        timer = setTimer(check, RECHECK_MS);
      },
    );
  };
  check();
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}

/**
 * Once the page has settled, a page the service worker answered is checked: it may have come from the worker's caches
 * with no network behind it. A page the network served was online a moment ago, and costs no request.
 */
export function checkConnectivityLater(bus: ReelistBus): void {
  afterPageSettles(() => {
    if (navigator.serviceWorker?.controller) checkConnectivity(bus);
  });
}
