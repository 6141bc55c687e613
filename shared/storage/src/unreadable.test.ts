import { bus } from '@reelist/event-bus';
import type { BusEvents, WatchLogEntry, WatchlistItem } from '@reelist/contracts';
import { freshStorageEachTest, noRoomForBackups, watchlistItem } from '@reelist/testing';
import { configureStorage } from './backend';
import { watchLogStore } from './lazy/watch-log-store';
import { releaseUnreadable, unreadableValue } from './unreadable';
import { watchlistStore } from './watchlist-store';

const LOG = 'reelist_watch_log';
const LIST = 'reelist_watchlist';

const viewing = (number: number): WatchLogEntry => ({
  id: 4242,
  media_type: 'tv',
  watchedAt: `2025-01-01T20:00:${String(number % 60).padStart(2, '0')}.000Z`,
  rewatch: false,
  source: 'reelist',
  episode: { season: 1, number },
});
// A long watch log with its last character cut off: not JSON any more, and every viewing in it unreadable.
const tuples = Array.from(
  { length: 500 },
  (_, i) => `[4242,"t","2024-01-01T20:00:00.000Z",0,0,"reelist",null,[1,${i}]]`,
);
const UNREADABLE_LOG = `{"v":1,"e":[${tuples.join(',')}]}`.slice(0, -1);

/** Browser storage in which a backup does not fit (the value takes more than half of the quota). */
const noRoomForBackup = (): void => configureStorage({ local: noRoomForBackups() });

const STORAGE_EVENTS = [
  'storage:recovered',
  'storage:unreadable-kept',
  'storage:write-failed',
  'storage:saved',
] as const;
let unsubscribe: Array<() => void> = [];
afterEach(() => unsubscribe.forEach((stop) => stop()));

/** What storage tells the shell from now on, in order. */
function heard() {
  const events: Array<{ type: string; payload: unknown }> = [];
  unsubscribe = STORAGE_EVENTS.map((type) => {
    const subscription = bus.on(type).subscribe((payload: BusEvents[typeof type]) => events.push({ type, payload }));
    return () => subscription.unsubscribe();
  });
  return events;
}

freshStorageEachTest();

describe('a stored value that can be neither read nor backed up', () => {
  it('keeps the watch log as it was, refuses to write a mark over it, and says so instead of "a backup was kept"', async () => {
    const events = heard();
    localStorage.setItem(LOG, UNREADABLE_LOG);
    noRoomForBackup();
    expect(watchLogStore.getSnapshot()).toEqual([]);
    const marked = watchLogStore.append([viewing(2)]);
    watchLogStore.flush();
    await expect(marked).resolves.toEqual({ ok: false, reason: 'quota' });
    expect(localStorage.getItem(LOG)).toBe(UNREADABLE_LOG);
    expect(watchLogStore.getSnapshot()).toEqual([]);
    expect(unreadableValue(LOG)).toBe(UNREADABLE_LOG);
    expect(events).toEqual([
      { type: 'storage:unreadable-kept', payload: { key: LOG, label: 'watch log', reason: 'quota' } },
      {
        type: 'storage:write-failed',
        payload: { key: LOG, label: 'watch log', reason: 'quota', kept: false },
      },
    ]);
  });

  it('once reset, stores what the app shows over it, changes refused meanwhile included, and the warning goes', () => {
    const events = heard();
    const kept: WatchlistItem = watchlistItem({ id: 7, title: 'Kept in memory' });
    localStorage.setItem(LIST, '[{"id":1,"title":"Cut off');
    noRoomForBackup();
    void watchlistStore.commit([...watchlistStore.getSnapshot(), kept]);
    expect(watchlistStore.flush()).toEqual({ ok: false, reason: 'quota' });
    expect(localStorage.getItem(LIST)).toBe('[{"id":1,"title":"Cut off');
    expect(watchlistStore.getSnapshot()).toEqual([kept]);

    expect(releaseUnreadable(LIST)).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem(LIST) ?? 'null')).toEqual([kept]);
    expect(unreadableValue(LIST)).toBeNull();
    expect(events.map((event) => event.type)).toEqual([
      'storage:unreadable-kept',
      'storage:write-failed',
      'storage:saved',
    ]);
    expect(events[1]?.payload).toEqual({ key: LIST, label: 'watchlist', reason: 'quota', kept: true });
  });

  it('still says "a backup was kept" when the backup fits, and writes over the value as before', async () => {
    const events = heard();
    localStorage.setItem(LOG, UNREADABLE_LOG);
    expect(watchLogStore.getSnapshot()).toEqual([]);
    const marked = watchLogStore.append([viewing(2)]);
    watchLogStore.flush();
    await expect(marked).resolves.toEqual({ ok: true });
    expect(localStorage.getItem(`${LOG}__backup`)).toBe(UNREADABLE_LOG);
    expect(events).toEqual([{ type: 'storage:recovered', payload: { key: LOG, backupKey: `${LOG}__backup` } }]);
  });
});
