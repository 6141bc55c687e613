import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadWatchLog } from '@reelist/storage';
import { freshStorageEachTest } from '@reelist/testing';
import { WatchlistProvider, useWatchlist } from '../watchlist/watchlist-provider';
import { useWatchLog } from './use-watch-log';

const wrapper = ({ children }: { children: ReactNode }) => <WatchlistProvider>{children}</WatchlistProvider>;
const heat = { id: 1, title: 'Heat', release_date: '1995-12-15', vote_average: 8.3 };

freshStorageEachTest();
beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T20:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

describe('the watch log in React', () => {
  it('is null until its store loads, then the log', async () => {
    const { result } = renderHook(() => useWatchLog());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('is the log from its first render once the store has loaded (the shell loads it beside the page)', async () => {
    await loadWatchLog();
    const renders: unknown[] = [];
    renderHook(() => renders.push(useWatchLog()));
    // Never null first: a page that showed without the log, then with it, moved what came below.
    expect(renders[0]).toEqual([]);
  });

  it('records a viewing when an item becomes Watched, and a rewatch the next time', async () => {
    const { result } = renderHook(() => ({ list: useWatchlist(), log: useWatchLog() }), { wrapper });
    act(() => result.current.list.add(heat, 'movie'));
    act(() => result.current.list.updateStatus(1, 'movie', 'watching'));
    act(() => result.current.list.updateStatus(1, 'movie', 'watched'));
    await waitFor(() => expect(result.current.log).toHaveLength(1));
    expect(result.current.log?.[0]).toMatchObject({ id: 1, media_type: 'movie', rewatch: false, source: 'reelist' });
    // Setting Watched again on a Watched item is not a viewing; watching it again after a change is.
    act(() => result.current.list.updateStatus(1, 'movie', 'watched'));
    act(() => result.current.list.updateStatus(1, 'movie', 'want_to_watch'));
    jest.setSystemTime(new Date('2025-03-08T20:00:00.000Z'));
    act(() => result.current.list.updateStatus(1, 'movie', 'watched'));
    await waitFor(() => expect(result.current.log).toHaveLength(2));
    expect(result.current.log?.[1]).toMatchObject({ rewatch: true, watchedAt: '2025-03-08T20:00:00.000Z' });
  });
});
