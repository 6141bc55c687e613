import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface ServiceQueryOptions<T = unknown> {
  /** When false nothing is fetched (e.g. an empty search term). Default true. */
  enabled?: boolean;
  /**
   * The answer if the api cache holds it already (e.g. `peekTitleDetails`): shown from the first render, not loading,
   * rather than after the fetcher's answer comes back from the cache a render or two later. Never over an error.
   */
  peek?: () => T | undefined;
}

export interface ServiceQueryResult<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  refetch: () => void;
}

interface QueryState<T> {
  key: string;
  /** Whether the state was set for an enabled query: a query just enabled has not asked yet, but is loading. */
  enabled: boolean;
  data?: T;
  error?: Error;
  loading: boolean;
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * Tracks one async call of an @reelist/api fetcher for a component. The API package owns caching; this hook only
 * tracks request state, drops responses for a key that is no longer current, and aborts on unmount or key change.
 * An answer is rendered as a transition: a row of 20 cards then renders in slices between which the browser can
 * paint and answer input, rather than in one long task (several answers arriving together on a phone's CPU).
 */
export function useServiceQuery<T>(
  key: readonly unknown[] | string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ServiceQueryOptions<T> = {},
): ServiceQueryResult<T> {
  const result = useQueryState(key, fetcher, options);
  if (result.data !== undefined || result.error || !options.peek || !(options.enabled ?? true)) return result;
  const cached = options.peek();
  return cached === undefined ? result : { ...result, data: cached, loading: false };
}

function useQueryState<T>(
  key: readonly unknown[] | string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ServiceQueryOptions<T>,
): ServiceQueryResult<T> {
  const enabled = options.enabled ?? true;
  const keyString = typeof key === 'string' ? key : JSON.stringify(key);
  const fetcherRef = useRef(fetcher);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T>>({ key: keyString, loading: enabled, enabled });

  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) {
      setState((previous) => ({ ...previous, key: keyString, loading: false, enabled: false }));
      return undefined;
    }
    const controller = new AbortController();
    const keep = (previous: QueryState<T>) => (previous.key === keyString ? previous.data : undefined);
    setState((previous) => ({ key: keyString, data: keep(previous), loading: true, enabled: true }));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          startTransition(() => setState({ key: keyString, data, loading: false, enabled: true }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          startTransition(() =>
            setState((previous) => ({
              key: keyString,
              data: keep(previous),
              error: toError(error),
              loading: false,
              enabled: true,
            })),
          );
      },
    );
    return () => controller.abort();
  }, [keyString, enabled, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect for a new key has run, report that key as loading rather than the old key's data.
  if (state.key !== keyString) return { data: undefined, error: undefined, loading: enabled, refetch };
  // Just enabled (a Home row coming near the viewport): loading from this render on, not "done with nothing" for the
  // one render before the effect asks (a row that collapsed for a frame moved everything below it).
  if (enabled && !state.enabled) return { data: state.data, error: undefined, loading: true, refetch };
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
