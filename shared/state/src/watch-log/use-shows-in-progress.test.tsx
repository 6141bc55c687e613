import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as api from '@reelist/api';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { Title } from '@reelist/contracts';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import { freshStorageEachTest, seasonSummary, watchlistItem } from '@reelist/testing';
import { WatchlistProvider, useWatchlist } from '../watchlist/watchlist-provider';
import { useShowsInProgress } from './use-shows-in-progress';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), getTvDetails: jest.fn() }));
const mocked = jest.mocked(api);

const season = seasonSummary;
const showAiredTo = (id: number, last: number): Title => ({
  id,
  name: `Show ${id}`,
  seasons: [season(1, 10)],
  last_episode_to_air: { season_number: 1, episode_number: last } as Title['last_episode_to_air'],
});
const viewings = (id: number, upTo: number, day: number) =>
  Array.from({ length: upTo }, (_, i) => ({
    id,
    media_type: 'tv' as const,
    watchedAt: `2026-01-${String(day).padStart(2, '0')}T2${i}:00:00.000Z`,
    rewatch: false,
    source: 'reelist' as const,
    episode: { season: 1, number: i + 1 },
  }));
const wrapper = ({ children }: { children: ReactNode }) => <WatchlistProvider>{children}</WatchlistProvider>;
const useInProgress = () => {
  const { items } = useWatchlist();
  return useShowsInProgress(items);
};
const statusOf = (id: number) => watchlistStore.getSnapshot().find((item) => item.id === id)?.status;

freshStorageEachTest();
beforeEach(() => mocked.getTvDetails.mockReset());

describe('useShowsInProgress', () => {
  it('is empty without shows under way, and asks the service for nothing', async () => {
    const { result } = renderHook(useInProgress, { wrapper });
    await waitFor(() => expect(result.current).toEqual([]));
    expect(mocked.getTvDetails).not.toHaveBeenCalled();
  });

  it('lists Watching shows with an aired episode left, most recently watched first', async () => {
    localStorage.setItem(
      STORAGE_KEYS.watchlist,
      JSON.stringify([
        watchlistItem({ id: 1, media_type: 'tv', status: 'watching' }),
        watchlistItem({ id: 2, media_type: 'tv', status: 'watching' }),
        watchlistItem({ id: 3, media_type: 'tv', status: 'watching' }),
      ]),
    );
    const { watchLogStore } = await loadWatchLog();
    await watchLogStore.append([...viewings(1, 2, 3), ...viewings(2, 4, 9), ...viewings(3, 5, 12)]);
    mocked.getTvDetails.mockImplementation((id) => Promise.resolve(showAiredTo(id, 5)));
    const { result } = renderHook(useInProgress, { wrapper });
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current?.map(({ show, next, left }) => [show.id, next.number, left])).toEqual([
      [2, 5, 1],
      [1, 3, 3],
    ]);
    // Show 3 has every aired episode watched: it was Watching, now Watched.
    await waitFor(() => expect(statusOf(3)).toBe('watched'));
  });

  it('brings a followed Watched show back with its newly aired episode; one not followed stays Watched', async () => {
    localStorage.setItem(
      STORAGE_KEYS.watchlist,
      JSON.stringify([
        watchlistItem({ id: 1, media_type: 'tv', status: 'watched' }),
        watchlistItem({ id: 2, media_type: 'tv', status: 'watched' }),
      ]),
    );
    localStorage.setItem(STORAGE_KEYS.tvFollowing, '[1]');
    const { watchLogStore } = await loadWatchLog();
    await watchLogStore.append([...viewings(1, 5, 3), ...viewings(2, 5, 4)]);
    mocked.getTvDetails.mockImplementation((id) => Promise.resolve(showAiredTo(id, 6)));
    const { result } = renderHook(useInProgress, { wrapper });
    await waitFor(() => expect(result.current?.map(({ show, next }) => [show.id, next.number])).toEqual([[1, 6]]));
    expect(statusOf(1)).toBe('watching');
    expect(statusOf(2)).toBe('watched');
    expect(mocked.getTvDetails).toHaveBeenCalledTimes(1);
  });
});
