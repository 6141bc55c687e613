import { createPacer, isRateLimited, RATE_LIMIT_BACKOFF_MS, RATE_LIMIT_RETRIES, SERVICE_PACE } from '@reelist/api';
import type { SourceRecord } from '../../lib/source-types';
import { lookupKeyOf } from './lookup-key';
import type { MatchCache } from './match-cache';
import { resolveTitle } from './resolve';
import type { MatchedTitle, MatchResult } from './types';

export interface MatchOptions {
  signal?: AbortSignal;
  /** Lookups in flight at once (5-10 keeps under the ~40/s rate limit; README). */
  concurrency?: number;
  /** Requests started per second at most (the movie service answers 429 above about 40). */
  ratePerSecond?: number;
  /** After each looked-up title: how many of the distinct titles are resolved. */
  onProgress?: (done: number, total: number) => void;
  /** Titles resolved before (an interrupted or repeated import): not looked up again. */
  cache?: MatchCache;
  /** Test seams: the clock and the wait the rate limit and the back-off use. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The reason of a title the cache remembers as not found: a code, which the import plan says in words ("not found
 * when this title was last imported"), since the cache keeps no reason.
 */
export const REMEMBERED_NOT_FOUND = 'remembered-not-found';

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const rememberedResult = (known: MatchedTitle | null): MatchResult =>
  known ? { status: 'matched', title: known } : { status: 'not_found', reason: REMEMBERED_NOT_FOUND };

/** A promise that rejects with the signal's reason when it aborts (so a wait stops at once), and its clean-up. */
function whenAborted(signal: AbortSignal | undefined): { aborted: Promise<never>; dispose: () => void } {
  let stop = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal?.reason);
  });
  aborted.catch(() => undefined);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  return { aborted, dispose: () => signal?.removeEventListener('abort', stop) };
}

/**
 * Resolves every distinct title of `records` once (records share a title by lookupKeyOf): at most `concurrency`
 * lookups at a time and `ratePerSecond` requests a second, a rate-limited lookup retried after a back-off.
 * Titles in `cache` are answered from it and new answers are added to it (flushed at the end, also on failure),
 * so an interrupted import resumes where it stopped. Resolves to each key's result, in the records' order;
 * rejects with the first failure other than a 404 (network, service) or with the signal's reason on abort.
 */
export async function matchRecords(
  records: readonly SourceRecord[],
  options: MatchOptions = {},
): Promise<Map<string, MatchResult>> {
  const { signal, cache, onProgress } = options;
  const now = options.now ?? Date.now;
  const { aborted, dispose } = whenAborted(signal);
  const sleep = (ms: number) => Promise.race([(options.sleep ?? realSleep)(ms), aborted]);
  const beforeRequest = createPacer(options.ratePerSecond ?? SERVICE_PACE.ratePerSecond, now, sleep);

  const byKey = new Map<string, SourceRecord>();
  for (const record of records) {
    const key = lookupKeyOf(record);
    if (!byKey.has(key)) byKey.set(key, record);
  }
  const results = new Map<string, MatchResult>();
  const pending: Array<[string, SourceRecord]> = [];
  for (const [key, record] of byKey) {
    const known = cache?.get(key);
    if (known === undefined) pending.push([key, record]);
    else results.set(key, rememberedResult(known));
  }
  let done = results.size;
  onProgress?.(done, byKey.size);

  const lookUp = async (record: SourceRecord): Promise<MatchResult> => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await resolveTitle(record, { signal, beforeRequest });
      } catch (error) {
        if (!isRateLimited(error) || retry >= RATE_LIMIT_RETRIES || signal?.aborted) throw error;
        await sleep(RATE_LIMIT_BACKOFF_MS);
      }
    }
  };

  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (next < pending.length && !failed && !signal?.aborted) {
      const [key, record] = pending[next++] as [string, SourceRecord];
      const result = await lookUp(record).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      // Ambiguous titles are not remembered: the user's choice is what the caller stores.
      if (result.status !== 'ambiguous') cache?.set(key, result.status === 'matched' ? result.title : null);
      if (failed || signal?.aborted) return;
      results.set(key, result);
      done += 1;
      onProgress?.(done, byKey.size);
    }
  };

  const concurrency = Math.max(1, Math.min(options.concurrency ?? SERVICE_PACE.concurrency, pending.length));
  const workers = Array.from({ length: concurrency }, worker);
  try {
    await Promise.race([Promise.all(workers), aborted]);
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  } finally {
    dispose();
    cache?.flush();
  }
  return new Map([...byKey.keys()].map((key) => [key, results.get(key) as MatchResult]));
}
