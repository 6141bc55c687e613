import type { BusEvents, WatchLogEntry } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { configureStorage } from '../backend';
import { resetStores } from '../create-store';
import { mergeWatchLogs, watchLogKey, watchLogStore } from './watch-log-store';

const KEY = 'reelist_watch_log';
const entry = (id: number, extra: Partial<WatchLogEntry> = {}): WatchLogEntry => ({
  id,
  media_type: 'movie',
  watchedAt: `2025-01-${String((id % 28) + 1).padStart(2, '0')}T20:00:00.000Z`,
  rewatch: false,
  source: 'reelist',
  ...extra,
});
const raw = () => localStorage.getItem(KEY);
const storedIds = () => (JSON.parse(raw() ?? '{"e":[]}') as { e: unknown[][] }).e.map((tuple) => tuple[0]);
const append = (entries: WatchLogEntry[]) => {
  const written = watchLogStore.append(entries);
  watchLogStore.flush();
  return written;
};
/** Another tab stores `value`; this tab hears of it. */
const otherTabStores = (value: string) => {
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
};

freshStorageEachTest();

describe('watchLogStore', () => {
  it('is empty when nothing is stored', () => {
    expect(watchLogStore.getSnapshot()).toEqual([]);
  });

  it('stores entries compactly and reads them back as they were', async () => {
    const rated = entry(1, { rating10: 7.5, rewatch: true, source: 'letterboxd', sourceKey: 'https://boxd.it/7Qx2Lb' });
    const tv = entry(20001, { media_type: 'tv', source: 'trakt', sourceKey: 'history:9876543210' });
    const episode = entry(20002, { media_type: 'tv', episode: { season: 0, number: 3 } });
    await expect(append([rated, tv, episode])).resolves.toEqual({ ok: true });
    expect(raw()).toBe(
      '{"v":1,"e":[[1,"m","2025-01-02T20:00:00.000Z",7.5,1,"letterboxd","https://boxd.it/7Qx2Lb"],' +
        '[20001,"t","2025-01-10T20:00:00.000Z",0,0,"trakt","history:9876543210"],' +
        '[20002,"t","2025-01-11T20:00:00.000Z",0,0,"reelist",null,[0,3]]]}',
    );
    resetStores();
    expect(watchLogStore.getSnapshot()).toEqual([rated, tv, episode]);
  });

  it('adds nothing for an entry it already holds (same source key, or same title and moment)', async () => {
    await append([entry(1, { source: 'trakt', sourceKey: 'history:1' }), entry(2)]);
    const before = watchLogStore.getSnapshot();
    await append([entry(1, { source: 'trakt', sourceKey: 'history:1', rating10: 9 }), entry(2)]);
    expect(watchLogStore.getSnapshot()).toBe(before);
    await append([entry(2, { watchedAt: '2025-06-01T00:00:00.000Z' })]);
    expect(watchLogStore.getSnapshot()).toHaveLength(3);
  });

  it('keeps the valid entries of a partly bad value and backs the value up', () => {
    const value = JSON.stringify({
      v: 1,
      e: [
        [1, 'm', '2025-01-01T00:00:00.000Z', 0, 0, 'reelist'],
        [2, 'x', '2025-01-01T00:00:00.000Z', 0, 0, 'reelist'],
        [3, 'm', 'yesterday', 0, 0, 'reelist'],
        [4, 'm', '2025-01-01T00:00:00.000Z', 11, 0, 'reelist'],
        [5, 'm', '2025-01-01T00:00:00.000Z', 0, 0, 'somewhere'],
        'junk',
      ],
    });
    localStorage.setItem(KEY, value);
    expect(watchLogStore.getSnapshot().map((e) => e.id)).toEqual([1]);
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(value);
  });

  it('starts empty on a value that is not JSON, keeping it as a backup', () => {
    localStorage.setItem(KEY, '{not json');
    expect(watchLogStore.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(`${KEY}__backup`)).toBe('{not json');
  });

  it("merges another tab's additions and keeps this tab's own", async () => {
    await append([entry(1)]);
    // The other tab read [1] and added 2; this tab meanwhile added 3 without storing it yet.
    void watchLogStore.append([entry(3)]);
    otherTabStores(
      JSON.stringify({
        v: 1,
        e: [
          [1, 'm', entry(1).watchedAt, 0, 0, 'reelist'],
          [2, 'm', entry(2).watchedAt, 0, 0, 'reelist'],
        ],
      }),
    );
    watchLogStore.flush();
    expect(
      watchLogStore
        .getSnapshot()
        .map((e) => e.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(storedIds().sort()).toEqual([1, 2, 3]);
  });

  it('a removal made here (an undone import) is not brought back by the stored copy', async () => {
    await append([entry(1), entry(2)]);
    void watchLogStore.commit([entry(1)]);
    expect(watchLogStore.flush()).toEqual({ ok: true });
    expect(storedIds()).toEqual([1]);
  });

  it('an entry another tab removed (an undone import) stays removed: this tab does not store its copy again', async () => {
    await append([entry(1), entry(2)]);
    otherTabStores(JSON.stringify({ v: 1, e: [[1, 'm', entry(1).watchedAt, 0, 0, 'reelist']] }));
    watchLogStore.flush();
    expect(watchLogStore.getSnapshot()).toEqual([entry(1)]);
    expect(storedIds()).toEqual([1]);
    // Nor does a change of its own made afterwards.
    await append([entry(3)]);
    expect(storedIds()).toEqual([1, 3]);
  });

  it('removes entries by key (an episode unmarked), storing the rest, and does nothing when none is held', async () => {
    const first = entry(20002, { media_type: 'tv', episode: { season: 1, number: 1 } });
    const second = entry(20002, { media_type: 'tv', episode: { season: 1, number: 2 } });
    await append([entry(1), first, second]);
    const written = watchLogStore.remove([first]);
    watchLogStore.flush();
    await expect(written).resolves.toEqual({ ok: true });
    expect(watchLogStore.getSnapshot()).toEqual([entry(1), second]);
    expect(storedIds()).toEqual([1, 20002]);
    const before = watchLogStore.getSnapshot();
    await expect(watchLogStore.remove([first])).resolves.toEqual({ ok: true });
    expect(watchLogStore.getSnapshot()).toBe(before);
  });

  it("records a title's viewing as a rewatch only after an earlier viewing of the title, not of an episode", async () => {
    await append([entry(20002, { media_type: 'tv', episode: { season: 1, number: 1 } })]);
    const at = new Date('2025-03-01T20:00:00.000Z');
    void watchLogStore.recordViewing(20002, 'tv', at);
    void watchLogStore.recordViewing(20002, 'tv', new Date('2025-04-01T20:00:00.000Z'));
    watchLogStore.flush();
    expect(watchLogStore.getSnapshot().map((e) => [e.episode ? 'episode' : 'show', e.rewatch])).toEqual([
      ['episode', false],
      ['show', false],
      ['show', true],
    ]);
  });

  it('says when storage is full, announces it, and shows what storage holds again (the change is not kept)', async () => {
    await append([entry(1)]);
    const failed: Array<BusEvents['storage:write-failed']> = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });
    await expect(append([entry(2)])).resolves.toEqual({ ok: false, reason: 'quota' });
    subscription.unsubscribe();
    expect(watchLogStore.getSnapshot()).toEqual([entry(1)]);
    expect(failed).toEqual([{ key: KEY, label: 'watch log', reason: 'quota', kept: false }]);
  });

  it('fits 20,000 imported entries in well under 2 MB', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      entry(1000 + i, { source: 'letterboxd', sourceKey: `https://boxd.it/${(i * 7919).toString(36)}`, rating10: 7 }),
    );
    await append(many);
    expect(watchLogStore.getSnapshot()).toHaveLength(20_000);
    expect((raw() ?? '').length).toBeLessThan(2_000_000);
  });
});

describe('mergeWatchLogs', () => {
  const a = entry(1);
  const b = entry(2);
  const c = entry(3);
  it('keeps local, adds what storage gained since the baseline, drops what local removed', () => {
    expect(mergeWatchLogs([a, c], [a, b], [a]).map(watchLogKey)).toEqual([a, c, b].map(watchLogKey));
    expect(mergeWatchLogs([a], [a, b], [a, b])).toEqual([a]);
  });
  it('drops what another tab removed since the baseline, keeping what local added', () => {
    expect(mergeWatchLogs([a, b, c], [a], [a, b]).map(watchLogKey)).toEqual([a, c].map(watchLogKey));
  });
  it('gives back the local log itself when storage adds nothing', () => {
    const local = [a, b];
    expect(mergeWatchLogs(local, [a], [a])).toBe(local);
  });
});
