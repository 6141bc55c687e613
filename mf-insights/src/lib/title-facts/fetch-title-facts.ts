import { getTitleWithCredits, isApiError, settlePaced } from '@reelist/api';
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
  // The batch's own signal: the caller's abort, or the first failure (the titles after it are not asked).
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  let done = 0;
  let failure: { error: unknown } | undefined;
  onProgress?.(0, titles.length);
  try {
    await settlePaced(
      titles,
      (title, batchSignal) =>
        getTitleWithCredits(title.media_type, title.id, { signal: batchSignal }).then(
          (details) => factsOfTitle(details, title.media_type),
          (error: unknown) => {
            if (isStatus(error, 404)) return null;
            throw error;
          },
        ),
      (title, outcome) => {
        if (failure) return;
        if (!outcome.ok) {
          failure = { error: outcome.error };
          stop.abort();
          return;
        }
        onFacts(titleIdentity(title.media_type, title.id), outcome.value);
        done += 1;
        onProgress?.(done, titles.length);
      },
      { ...options, signal: stop.signal },
    );
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) throw signal.reason;
  if (failure) throw failure.error;
}
