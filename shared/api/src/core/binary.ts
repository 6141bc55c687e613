import { C } from '@reelist/contracts';
import { abortedError, ApiError, httpError, networkError, timeoutError } from './errors';
import { runtime } from './runtime';

/**
 * GETs a file of the app's own (a font, an asset) as bytes, with the service timeout and the client's generic
 * errors. Not cached: callers load such files once, lazily. The only raw fetch of binary data in the app.
 */
export async function fetchBinary(url: string, options: { signal?: AbortSignal } = {}): Promise<ArrayBuffer> {
  const { fetch, timers } = runtime();
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, C.SERVICE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: 'GET', signal: controller.signal });
    if (!response.ok) throw httpError(response.status);
    return await response.arrayBuffer();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (timedOut) throw timeoutError(C.SERVICE_TIMEOUT_MS);
    if (controller.signal.aborted) throw abortedError();
    throw networkError(cause);
  } finally {
    timers.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
