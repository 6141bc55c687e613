import { C } from '@reelist/contracts';
import { abortedError } from './errors';
import { runtime, whenConfigured } from './runtime';

interface Entry {
  value: unknown;
  expiresAt: number;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
}

export interface ApiCacheStats {
  /** Fresh entries currently stored (expired ones count until the next purge or read). */
  size: number;
  inFlight: number;
  hits: number;
  misses: number;
  /** Callers that joined a request already in flight instead of starting their own. */
  deduped: number;
  purged: number;
}

const entries = new Map<string, Entry>();
const inFlight = new Map<string, InFlight>();
const counters = { hits: 0, misses: 0, deduped: 0, purged: 0 };
let purgeTimer: { handle: unknown; clear: (handle: unknown) => void } | undefined;
// Bumped by clearApiCache so a request started before the clear cannot refill the cache after it.
let generation = 0;

/** The cache key: the path plus the sorted parameters (never the api key). */
export function cacheKey(path: string, params: Record<string, string> = {}): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * Serves `key` from the cache while fresh, else runs `load` once however many callers ask at the same time.
 * `ttlMs` 0 means not stored (still de-duplicated while in flight). A caller's abort rejects only that caller;
 * the shared request is aborted only when every caller has gone.
 */
export function cached<T>(
  key: string,
  ttlMs: number,
  load: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortedError());
  const { now } = runtime();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now()) {
    counters.hits += 1;
    return Promise.resolve(entry.value as T);
  }
  if (entry) entries.delete(key);
  let flight = inFlight.get(key);
  if (flight) {
    counters.deduped += 1;
  } else {
    counters.misses += 1;
    flight = start(key, ttlMs, load);
  }
  return join(key, flight, signal) as Promise<T>;
}

/** The fresh cached value under `key`, without requesting or counting a hit; undefined when absent or expired. */
export function peekCached<T>(key: string): T | undefined {
  const entry = entries.get(key);
  return entry && entry.expiresAt > runtime().now() ? (entry.value as T) : undefined;
}

function start<T>(key: string, ttlMs: number, load: (signal: AbortSignal) => Promise<T>): InFlight {
  const controller = new AbortController();
  const startedIn = generation;
  const flight: InFlight = { controller, callers: 0, promise: Promise.resolve() };
  flight.promise = load(controller.signal)
    .then((value) => {
      if (ttlMs > 0 && startedIn === generation) {
        entries.set(key, { value, expiresAt: runtime().now() + ttlMs });
        ensurePurgeTimer();
      }
      return value;
    })
    .finally(() => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    });
  inFlight.set(key, flight);
  return flight;
}

function join(key: string, flight: InFlight, signal: AbortSignal | undefined): Promise<unknown> {
  flight.callers += 1;
  if (!signal) return flight.promise;
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      flight.callers -= 1;
      if (flight.callers === 0) {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        flight.controller.abort();
      }
      reject(abortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    flight.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Drops expired entries; runs every C.CACHE_CLEANUP_INTERVAL_MS once something is cached. */
export function purgeExpired(): number {
  const at = runtime().now();
  let dropped = 0;
  for (const [key, entry] of entries) {
    if (entry.expiresAt <= at) {
      entries.delete(key);
      dropped += 1;
    }
  }
  counters.purged += dropped;
  return dropped;
}

function ensurePurgeTimer(): void {
  if (purgeTimer !== undefined) return;
  const { timers } = runtime();
  const handle = timers.setInterval(purgeExpired, C.CACHE_CLEANUP_INTERVAL_MS);
  // Never keep a Node process (tests, SSR tools) alive just to purge a cache.
  (handle as { unref?: () => void } | null)?.unref?.();
  purgeTimer = { handle, clear: timers.clearInterval };
}

/** Empties the cache, forgets in-flight requests and stops the purge timer (restarted on the next store). */
export function clearApiCache(): void {
  generation += 1;
  entries.clear();
  inFlight.clear();
  Object.assign(counters, { hits: 0, misses: 0, deduped: 0, purged: 0 });
  purgeTimer?.clear(purgeTimer.handle);
  purgeTimer = undefined;
}

/** A cached answer as it travels from a server's render to the browser: key, value and the milliseconds it stays fresh. */
export type CachedAnswer = [key: string, value: unknown, freshForMs: number];

/**
 * The fresh answers under `keys` (collected with the calls' `keys` option), for a server render to hand to the
 * browser with its markup: only its own page's, though the server's cache holds every page's.
 */
export function cachedAnswers(keys: Iterable<string>): CachedAnswer[] {
  const at = runtime().now();
  return [...keys].flatMap((key) => {
    const e = entries.get(key);
    return e && e.expiresAt > at ? [[key, e.value, e.expiresAt - at] as CachedAnswer] : [];
  });
}

/**
 * Stores answers a server render used, so the browser's first render reads what the server's read (and keeps its
 * markup). Each stays fresh for the time it had left there.
 */
export function storeCachedAnswers(answers: readonly CachedAnswer[]): void {
  const at = runtime().now();
  for (const [key, value, freshForMs] of answers) {
    if (typeof key === 'string' && freshForMs > 0) entries.set(key, { value, expiresAt: at + freshForMs });
  }
  if (answers.length) ensurePurgeTimer();
}

export const getApiCacheStats = (): ApiCacheStats => ({ size: entries.size, inFlight: inFlight.size, ...counters });

whenConfigured(clearApiCache);
