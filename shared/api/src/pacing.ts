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
