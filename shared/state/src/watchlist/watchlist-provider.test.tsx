import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bus } from '@reelist/event-bus';
import { configureStorage, freshStorageEachTest, fullStorage } from '@reelist/testing';
import type { WatchlistItem } from '@reelist/contracts';
import { WatchlistProvider, useWatchlist } from './watchlist-provider';

const KEY = 'reelist_watchlist';
// What storage tells the shell's toast when the list cannot be stored: memory keeps it for the session.
const FULL = { key: KEY, label: 'watchlist', reason: 'quota', kept: true };
const UNAVAILABLE = { ...FULL, reason: 'unavailable' };
const NOW = '2024-05-01T00:00:00.000Z';
const wrapper = ({ children }: { children: ReactNode }) => <WatchlistProvider>{children}</WatchlistProvider>;
const stored = (): WatchlistItem[] => JSON.parse(localStorage.getItem(KEY) ?? '[]');
const heat = { id: 1, title: 'Heat', release_date: '1995-12-15', vote_average: 8.3, genre_ids: [80] };
const dark = { id: 2, name: 'Dark', first_air_date: '2017-12-01', media_type: 'tv' as const };
/** Lets the frame that shows a change pass: storage follows it. */
const afterPaint = () => act(() => jest.advanceTimersByTime(250));
/** The same, then lets the write's result reach the toast. */
const afterSave = () =>
  act(async () => {
    jest.advanceTimersByTime(250);
    await Promise.resolve();
  });

freshStorageEachTest();
beforeEach(() => jest.useFakeTimers({ now: new Date(NOW) }));
afterEach(() => jest.useRealTimers());

describe('useWatchlist', () => {
  it('throws outside its provider', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWatchlist())).toThrow('useWatchlist must be used within a WatchlistProvider');
    errorSpy.mockRestore();
  });

  it('loads the stored list at start', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 9, title: 'Stored', media_type: 'movie', addedAt: NOW }]));
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    expect(result.current.items.map((i) => i.id)).toEqual([9]);
    expect(result.current.stats).toEqual({ total: 1, wantToWatch: 1, watching: 0, watched: 0 });
  });

  it('adds with the spec mapping and persists', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    act(() => result.current.add(dark));
    expect(stored()).toEqual([]);
    afterPaint();
    expect(result.current.items).toEqual([
      expect.objectContaining({
        id: 1,
        title: 'Heat',
        media_type: 'movie',
        addedAt: NOW,
        status: 'want_to_watch',
        genre_ids: [80],
      }),
      expect.objectContaining({ id: 2, title: 'Dark', release_date: '2017-12-01', media_type: 'tv' }),
    ]);
    expect(stored()).toEqual(result.current.items);
    expect(result.current.isInWatchlist(2, 'tv')).toBe(true);
    expect(result.current.isInWatchlist(2, 'movie')).toBe(false);
  });

  it('toggles a title in and out, removes by id and media type', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.toggle(heat));
    act(() => result.current.toggle({ id: 1, name: 'Heat the show' }, 'tv'));
    expect(result.current.stats.total).toBe(2);
    act(() => result.current.toggle(heat));
    expect(result.current.items.map((i) => i.media_type)).toEqual(['tv']);
    act(() => result.current.remove(1, 'tv'));
    expect(result.current.items).toEqual([]);
    afterPaint();
    expect(stored()).toEqual([]);
  });

  it('updates a status with updatedAt, clears and replaces all', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    jest.setSystemTime(new Date('2024-05-02T00:00:00.000Z'));
    act(() => result.current.updateStatus(1, 'movie', 'watched'));
    expect(result.current.items[0]).toMatchObject({ status: 'watched', updatedAt: '2024-05-02T00:00:00.000Z' });
    expect(result.current.stats.watched).toBe(1);
    const before = result.current.items;
    jest.setSystemTime(new Date('2024-05-03T00:00:00.000Z'));
    // Both resolve with the write's result; the write itself waits for the frame.
    act(() => void result.current.clear());
    expect(result.current.items).toEqual([]);
    act(() => void result.current.replaceAll(before));
    expect(result.current.items).toEqual(before);
    afterPaint();
    expect(stored()).toEqual(before);
  });

  it('updates tags with updatedAt and stores them', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    jest.setSystemTime(new Date('2024-05-02T00:00:00.000Z'));
    act(() => result.current.updateTags(1, 'movie', ['with kids', ' cinema ']));
    expect(result.current.items[0]).toMatchObject({
      tags: ['with kids', 'cinema'],
      updatedAt: '2024-05-02T00:00:00.000Z',
    });
    afterPaint();
    expect(stored()[0]?.tags).toEqual(['with kids', 'cinema']);
  });

  it("applies another tab's change live", () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    afterPaint();
    const otherTab = [...stored(), { id: 7, title: 'Other tab', media_type: 'movie', addedAt: NOW }];
    localStorage.setItem(KEY, JSON.stringify(otherTab));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(otherTab) }));
    });
    expect(result.current.items.map((i) => i.id)).toEqual([1, 7]);
    // The next local edit keeps the other tab's item (read-merge-write).
    act(() => result.current.add(dark));
    afterPaint();
    expect(stored().map((i) => i.id)).toEqual([1, 7, 2]);
  });

  it('writes back what it knows when another tab saved from a stale copy, so every tab converges', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    jest.setSystemTime(new Date('2024-05-02T00:00:00.000Z'));
    act(() => result.current.updateStatus(1, 'movie', 'watched'));
    afterPaint();
    // The other tab had not seen the status change yet and saved its own addition over it.
    const stale = [
      { ...stored()[0]!, status: 'want_to_watch', updatedAt: undefined },
      { id: 7, title: 'Other', media_type: 'movie', addedAt: NOW, status: 'want_to_watch' },
    ];
    localStorage.setItem(KEY, JSON.stringify(stale));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(stale) }));
    });
    afterPaint();
    expect(stored().map((i) => [i.id, i.status])).toEqual([
      [1, 'watched'],
      [7, 'want_to_watch'],
    ]);
  });

  it('keeps an edit made in another tab before this tab heard of it', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    localStorage.setItem(KEY, JSON.stringify([{ id: 7, title: 'Other tab', media_type: 'movie', addedAt: NOW }]));
    act(() => result.current.add(heat));
    afterPaint();
    expect(result.current.items.map((i) => i.id)).toEqual([1, 7]);
  });

  it('keeps the change in memory and announces it when storage is full', async () => {
    const toasts: unknown[] = [];
    const sub = bus.on('storage:write-failed').subscribe((t) => toasts.push(t));
    configureStorage({
      local: fullStorage(),
    });
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    await afterSave();
    sub.unsubscribe();
    expect(result.current.items.map((i) => i.id)).toEqual([1]);
    expect(toasts).toEqual([FULL]);
  });

  it('keeps the storage-full warning until a later write stores the list, then takes it away', async () => {
    const dismissed: string[] = [];
    const sub = bus.on('storage:saved').subscribe(({ key }) => dismissed.push(key));
    configureStorage({ local: fullStorage() });
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    await afterSave();
    expect(dismissed).toEqual([]);
    configureStorage({});
    act(() => result.current.updateStatus(1, 'movie', 'watching'));
    await afterSave();
    sub.unsubscribe();
    expect(dismissed).toEqual([KEY]);
    expect(stored().map((i) => i.id)).toEqual([1]);
  });

  it('says storage is unavailable when it is', async () => {
    const toasts: unknown[] = [];
    const sub = bus.on('storage:write-failed').subscribe((t) => toasts.push(t));
    configureStorage({ local: null });
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    await afterSave();
    sub.unsubscribe();
    expect(result.current.items).toHaveLength(1);
    expect(toasts).toEqual([UNAVAILABLE]);
  });

  it("announces a failed write-back of another tab's stale copy", () => {
    const toasts: unknown[] = [];
    const sub = bus.on('storage:write-failed').subscribe((t) => toasts.push(t));
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    jest.setSystemTime(new Date('2024-05-02T00:00:00.000Z'));
    act(() => result.current.updateStatus(1, 'movie', 'watched'));
    afterPaint();
    const stale = [{ ...stored()[0]!, status: 'want_to_watch', updatedAt: undefined }];
    localStorage.setItem(KEY, JSON.stringify(stale));
    // From now on storage is full: this tab's write-back of what it knows cannot be stored.
    configureStorage({
      local: fullStorage((key) => localStorage.getItem(key)),
    });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(stale) }));
    });
    afterPaint();
    sub.unsubscribe();
    expect(result.current.items.map((i) => i.status)).toEqual(['watched']);
    expect(toasts).toEqual([FULL]);
  });

  it('records a removal that failed to save once a later write succeeds', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    act(() => result.current.add(dark));
    afterPaint();
    configureStorage({ local: null });
    act(() => result.current.remove(1, 'movie'));
    afterPaint();
    configureStorage({});
    act(() => result.current.updateStatus(2, 'tv', 'watching'));
    afterPaint();
    expect(stored().map((i) => i.id)).toEqual([2]);
  });

  it('stores a change once it is painted, or at once when the page is hidden', () => {
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.add(heat));
    expect(stored()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored().map((i) => i.id)).toEqual([1]);
  });

  it("stores this tab's unsaved removal before merging another tab's change, so the removal holds", () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 1, title: 'Heat', media_type: 'movie', addedAt: NOW }]));
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    act(() => result.current.remove(1, 'movie'));
    // Before this tab's frame passes, another tab saves its own addition over the old list.
    const otherTab = [...stored(), { id: 7, title: 'Other tab', media_type: 'movie', addedAt: NOW }];
    localStorage.setItem(KEY, JSON.stringify(otherTab));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(otherTab) }));
    });
    afterPaint();
    expect(result.current.items.map((i) => i.id)).toEqual([7]);
    expect(stored().map((i) => i.id)).toEqual([7]);
  });

  it('renders for components', () => {
    function Count() {
      const { stats } = useWatchlist();
      return <p>{`${stats.total} items`}</p>;
    }
    render(<Count />, { wrapper });
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
