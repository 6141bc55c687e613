import {
  createPacer,
  getTitleWithCredits,
  isApiError,
  isRateLimited,
  RATE_LIMIT_BACKOFF_MS,
  RATE_LIMIT_RETRIES,
  SERVICE_PACE,
} from '@reelist/api';
import { titleIdentity } from '@reelist/contracts';
import type { MediaType, TitleFacts } from '@reelist/contracts';
import { factsOfTitle } from './facts-of-title';

export interface TitleRef {
  id: number;
  media_type: MediaType;
}

export interface FetchFactsOptions {
  signal?: AbortSignal;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Requests started per second at most (the movie service answers 429 above about 40). */
  ratePerSecond?: number;
  /** Each title's facts as they arrive (null: the service has no such title), by `titleIdentity`. */
  onFacts: (key: string, facts: TitleFacts | null) => void;
  /** After each title: how many of `titles` are done. */
  onProgress?: (done: number, total: number) => void;
  /** Test seams: the clock and the wait the rate limit and the back-off use. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const isStatus = (error: unknown, status: number): boolean =>
  isApiError(error) && error.kind === 'http' && error.status === status;

/**
 * Fetches each title's details with credits once, in a bounded batch: at most `concurrency` at a time and
 * `ratePerSecond` starts a second, a rate-limited request retried after a back-off, a title the service does not
 * know (404) reported as null. Resolves when every title is done; rejects with the first other failure or with
 * the signal's reason on abort (what arrived before is already reported, so a later call resumes).
 */
export async function fetchTitleFacts(titles: readonly TitleRef[], options: FetchFactsOptions): Promise<void> {
  const { signal, onFacts, onProgress } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const pace = createPacer(options.ratePerSecond ?? SERVICE_PACE.ratePerSecond, now, sleep);
  let done = 0;
  let next = 0;
  let failure: { error: unknown } | undefined;
  onProgress?.(0, titles.length);

  const fetchOne = async (title: TitleRef): Promise<TitleFacts | null> => {
    for (let retry = 0; ; retry += 1) {
      await pace();
      if (signal?.aborted) throw signal.reason;
      try {
        return factsOfTitle(await getTitleWithCredits(title.media_type, title.id, { signal }), title.media_type);
      } catch (error) {
        if (isStatus(error, 404)) return null;
        if (!isRateLimited(error) || retry >= RATE_LIMIT_RETRIES || signal?.aborted) throw error;
        await sleep(RATE_LIMIT_BACKOFF_MS);
      }
    }
  };

  const worker = async (): Promise<void> => {
    while (next < titles.length && !failure && !signal?.aborted) {
      const title = titles[next++] as TitleRef;
      try {
        const facts = await fetchOne(title);
        if (failure) return;
        onFacts(titleIdentity(title.media_type, title.id), facts);
        done += 1;
        onProgress?.(done, titles.length);
      } catch (error) {
        failure ??= { error };
      }
    }
  };

  const concurrency = Math.max(1, Math.min(options.concurrency ?? SERVICE_PACE.concurrency, titles.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (signal?.aborted) throw signal.reason;
  if (failure) throw failure.error;
}
