import { isApiError } from '@reelist/api/core';

/**
 * How a batch of requests to the movie service is paced (a history import's matcher, the title facts of the
 * watch log): at most 8 under way and 40 started a second, which the real service accepts; unpaced against the
 * embedded catalogue is the caller's choice.
 */
export const SERVICE_PACE = { concurrency: 8, ratePerSecond: 40 } as const;
/** A rate-limited request is tried again this many times, after this long (the service sends no Retry-After we see). */
export const RATE_LIMIT_RETRIES = 3;
export const RATE_LIMIT_BACKOFF_MS = 1000;

/** The service said "too many requests" (HTTP 429). */
export const isRateLimited = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status === 429;

/**
 * Spaces request starts 1000 / ratePerSecond ms apart: each caller takes the next free slot at once (so
 * concurrent callers never share one) and waits for it.
 */
export function createPacer(ratePerSecond: number, now: () => number, sleep: (ms: number) => Promise<void>) {
  const gap = 1000 / ratePerSecond;
  let next = Number.NEGATIVE_INFINITY;
  return async (): Promise<void> => {
    const at = Math.max(now(), next);
    next = at + gap;
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  };
}

export interface PacedBatchOptions {
  signal?: AbortSignal;
  /** Requests in flight at once (SERVICE_PACE.concurrency). */
  concurrency?: number;
  /** Requests started per second at most (SERVICE_PACE.ratePerSecond). */
  ratePerSecond?: number;
  /** Test seams: the clock and the wait the pace and the back-off use. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `request` for every item at SERVICE_PACE (or the pace given), a rate-limited request tried again after
 * the back-off. Each item's outcome goes to `settle` as it comes (its error when it failed for good): one failure
 * never stops the others. Resolves when all are settled or the signal aborts.
 */
export async function settlePaced<T, R>(
  items: readonly T[],
  request: (item: T, signal: AbortSignal | undefined) => Promise<R>,
  settle: (item: T, outcome: { ok: true; value: R } | { ok: false; error: unknown }) => void,
  options: PacedBatchOptions = {},
): Promise<void> {
  const { signal } = options;
  const sleep = options.sleep ?? realSleep;
  const pace = createPacer(options.ratePerSecond ?? SERVICE_PACE.ratePerSecond, options.now ?? Date.now, sleep);
  let next = 0;
  const one = async (item: T): Promise<R> => {
    for (let retry = 0; ; retry += 1) {
      await pace();
      if (signal?.aborted) throw signal.reason;
      try {
        return await request(item, signal);
      } catch (error) {
        if (!isRateLimited(error) || retry >= RATE_LIMIT_RETRIES || signal?.aborted) throw error;
        await sleep(RATE_LIMIT_BACKOFF_MS);
      }
    }
  };
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++] as T;
      try {
        settle(item, { ok: true, value: await one(item) });
      } catch (error) {
        if (signal?.aborted) return;
        settle(item, { ok: false, error });
      }
    }
  };
  const workers = Math.min(options.concurrency ?? SERVICE_PACE.concurrency, items.length);
  await Promise.all(Array.from({ length: workers }, worker));
}
