import { C } from '@reelist/contracts';
import { ApiError, abortedError, httpError, networkError, timeoutError } from './errors';
import { runtime } from './runtime';

/**
 * One GET with the service timeout, mapped to the client's generic errors. The timeout covers the body too,
 * so a stalled stream cannot hang a screen. `signal` aborts the request (the cache passes its own).
 * The race against `stopped` settles even when a fetch implementation ignores its signal.
 */
export async function getJson(
  url: string,
  signal: AbortSignal,
  timeoutMs: number = C.SERVICE_TIMEOUT_MS,
): Promise<unknown> {
  const { fetch, timers } = runtime();
  if (signal.aborted) throw abortedError();
  const controller = new AbortController();
  let timedOut = false;
  const failure = (cause: unknown): ApiError => {
    if (cause instanceof ApiError) return cause;
    if (timedOut) return timeoutError(timeoutMs);
    if (signal.aborted) return abortedError();
    return networkError(cause);
  };
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(failure(undefined)), { once: true });
  });
  stopped.catch(() => undefined);
  const onAbort = (): void => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const guard = <T>(work: Promise<T>): Promise<T> =>
    Promise.race([work, stopped]).catch((cause: unknown) => {
      throw failure(cause);
    });
  try {
    const response = await guard(
      Promise.resolve().then(() => fetch(url, { method: 'GET', signal: controller.signal })),
    );
    if (!response.ok) throw httpError(response.status);
    const text = await guard(response.text());
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError('Response is not valid JSON', { kind: 'parse', status: response.status, cause });
    }
  } finally {
    timers.clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
