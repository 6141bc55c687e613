import { C } from '@reelist/contracts';
import { ApiError, abortedError, httpError, networkError, timeoutError } from './errors';
import { runtime } from './runtime';

/**
 * One GET with the service timeout, mapped to the client's generic errors; `read` takes the body (text, bytes). The
 * timeout covers the body too, so a stalled stream cannot hang a screen. `signal` aborts the request (the cache
 * passes its own). The race against `stopped` settles even when a fetch implementation ignores its signal.
 */
async function get<T>(
  url: string,
  signal: AbortSignal,
  read: (response: Response) => Promise<T>,
  timeoutMs: number = C.SERVICE_TIMEOUT_MS,
  headers?: Record<string, string>,
): Promise<T> {
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
  const guard = <R>(work: Promise<R>): Promise<R> =>
    Promise.race([work, stopped]).catch((cause: unknown) => {
      throw failure(cause);
    });
  try {
    // No headers but a bearer token's, so a plain GET stays a CORS "simple" request.
    const response = await guard(
      Promise.resolve().then(() => fetch(url, { method: 'GET', signal: controller.signal, headers })),
    );
    if (!response.ok) throw httpError(response.status);
    return await guard(read(response));
  } finally {
    timers.clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** A service's JSON answer; `headers` (e.g. `Authorization`) are sent with the request when given. */
export const getJson = (
  url: string,
  signal: AbortSignal,
  timeoutMs?: number,
  headers?: Record<string, string>,
): Promise<unknown> =>
  get(
    url,
    signal,
    async (response) => {
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new ApiError('Response is not valid JSON', { kind: 'parse', status: response.status, cause });
      }
    },
    timeoutMs,
    headers,
  );

/**
 * A file of the app's own (a font, an asset) as bytes, with the same timeout and errors as a service call. Not
 * cached: callers load such files once, lazily. The only raw fetch of binary data in the app.
 */
export const fetchBinary = (url: string, options: { signal?: AbortSignal } = {}): Promise<ArrayBuffer> =>
  get(url, options.signal ?? new AbortController().signal, (response) => response.arrayBuffer());
