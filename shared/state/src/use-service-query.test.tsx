import { act, renderHook, waitFor } from '@testing-library/react';
import { useServiceQuery } from './use-service-query';

/** A promise the test settles by hand, and the signal it was called with. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useServiceQuery', () => {
  it('is loading from the very render that enables it, never "done with nothing" before it asks', async () => {
    const seen: Array<{ enabled: boolean; loading: boolean; data: unknown }> = [];
    const answer = deferred<string[]>();
    const { rerender } = renderHook(
      ({ enabled }) => {
        const query = useServiceQuery('row', () => answer.promise, { enabled });
        seen.push({ enabled, loading: query.loading, data: query.data });
        return query;
      },
      { initialProps: { enabled: false } },
    );
    rerender({ enabled: true });
    await act(async () => answer.resolve(['a']));
    const enabledRenders = seen.filter((render) => render.enabled);
    expect(enabledRenders.filter((render) => !render.loading && render.data === undefined)).toEqual([]);
    expect(enabledRenders.at(-1)).toEqual({ enabled: true, loading: false, data: ['a'] });
  });

  it('shows what peek finds in the cache from the first render, not loading; never while disabled or over an error', async () => {
    const seen: Array<{ loading: boolean; data: unknown }> = [];
    const answer = deferred<string[]>();
    const { rerender } = renderHook(
      ({ enabled }) => {
        const query = useServiceQuery('row', () => answer.promise, { enabled, peek: () => ['cached'] });
        seen.push({ loading: query.loading, data: query.data });
        return query;
      },
      { initialProps: { enabled: false } },
    );
    expect(seen[0]).toEqual({ loading: false, data: undefined });
    rerender({ enabled: true });
    expect(seen.at(-1)).toEqual({ loading: false, data: ['cached'] });
    await act(async () => answer.resolve(['fresh']));
    expect(seen.at(-1)).toEqual({ loading: false, data: ['fresh'] });

    const failed = renderHook(() =>
      useServiceQuery('other', () => Promise.reject(new Error('Failed')), { peek: () => ['cached'] }),
    );
    await waitFor(() => expect(failed.result.current.error?.message).toBe('Failed'));
    expect(failed.result.current.data).toBeUndefined();
  });

  it('loads data', async () => {
    const { result } = renderHook(() => useServiceQuery(['trending', 1], async () => ['a']));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(['a']);
    expect(result.current.error).toBeUndefined();
  });

  it('reports errors as Error objects', async () => {
    const { result } = renderHook(() =>
      useServiceQuery('details', () => Promise.reject(new Error('Failed to fetch movie details'))),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to fetch movie details'));
    expect(result.current.loading).toBe(false);
    const other = renderHook(() => useServiceQuery('x', () => Promise.reject('plain')));
    await waitFor(() => expect(other.result.current.error?.message).toBe('plain'));
  });

  it('ignores a stale response after the key changed and aborts it', async () => {
    const calls: Array<{ key: string; signal: AbortSignal; d: ReturnType<typeof deferred<string>> }> = [];
    const { result, rerender } = renderHook(
      ({ q }) =>
        useServiceQuery(['search', q], (signal) => {
          const d = deferred<string>();
          calls.push({ key: q, signal, d });
          return d.promise;
        }),
      { initialProps: { q: 'he' } },
    );
    rerender({ q: 'heat' });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    expect(calls.map((c) => c.key)).toEqual(['he', 'heat']);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => {
      calls[1]?.d.resolve('new');
      calls[0]?.d.resolve('old');
    });
    expect(result.current.data).toBe('new');
  });

  it('drops a failure of a superseded request', async () => {
    const pending = deferred<string>();
    const { result, rerender } = renderHook(
      ({ q }) => useServiceQuery(q, () => (q === 'a' ? pending.promise : Promise.resolve('b'))),
      { initialProps: { q: 'a' } },
    );
    rerender({ q: 'b' });
    await act(async () => pending.reject(new Error('late')));
    await waitFor(() => expect(result.current.data).toBe('b'));
    expect(result.current.error).toBeUndefined();
  });

  it('aborts on unmount', () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useServiceQuery('k', (signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      }),
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('does nothing while disabled', () => {
    const fetcher = jest.fn(async () => 1);
    const { result } = renderHook(() => useServiceQuery('k', fetcher, { enabled: false }));
    expect(result.current.loading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refetches on demand, keeping the data meanwhile', async () => {
    let n = 0;
    const { result } = renderHook(() => useServiceQuery('k', async () => (n += 1)));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 1, loading: true });
    await waitFor(() => expect(result.current.data).toBe(2));
  });
});
