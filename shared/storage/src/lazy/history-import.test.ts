import type { Rating, Review, WatchLogEntry } from '@reelist/contracts';
import { freshStorageEachTest, watchlistItem } from '@reelist/testing';
import type * as StorageModule from '../../index';
import { ratingsStore, reviewsStore } from '../feedback-store';
import { watchlistStore } from '../watchlist-store';
import { commitHistoryImport } from './history-import';
import type { HistoryImport } from './history-import';
import type * as WatchLogModule from './watch-log-store';
import { watchLogStore } from './watch-log-store';

const NOW = new Date('2025-08-01T12:00:00.000Z');
const viewing = (id: number, key: string): WatchLogEntry => ({
  id,
  media_type: 'movie',
  watchedAt: '2025-03-01T00:00:00.000Z',
  rewatch: false,
  source: 'letterboxd',
  sourceKey: key,
});
const BEFORE = '2025-07-01T12:00:00.000Z';
const EDITED = '2025-08-02T12:00:00.000Z';
const LATER = new Date('2025-08-03T12:00:00.000Z');
const rating = (stars: number, at = NOW.toISOString()): Rating => ({
  user: 'current-user',
  rating: stars,
  createdAt: at,
});
const review = (id: string, movieId: number): Review => ({
  id,
  movieId,
  mediaType: 'movie',
  rating: 4,
  content: 'Better the second time.',
  author: 'current-user',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  helpful: 0,
  reported: false,
});
const change = (extra: Partial<HistoryImport> = {}): HistoryImport => ({
  add: [watchlistItem({ id: 2, title: 'New', status: 'watched' })],
  statuses: new Map([['movie_1', 'watched']]),
  viewings: [viewing(1, 'https://boxd.it/a'), viewing(2, 'https://boxd.it/b')],
  ratings: new Map([['movie_2', rating(5)]]),
  reviews: new Map([['movie_2', [review('letterboxd:b', 2)]]]),
  ...extra,
});
const everything = () =>
  ['reelist_watchlist', 'reelist_watchlist_tombstones', 'reelist_watch_log', 'reelist_ratings', 'reelist_reviews'].map(
    (key) => localStorage.getItem(key),
  );

const parsed = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
/** What storage holds, as the visitor sees it: items with their statuses, viewings, ratings and reviews. */
const storedState = () => ({
  items: ((parsed('reelist_watchlist') ?? []) as Array<{ id: number; status: string }>).map((i) => [i.id, i.status]),
  log: ((parsed('reelist_watch_log') as { e: unknown[][] } | null)?.e ?? []).map(([id, , at]) => [id, at]),
  ratings: parsed('reelist_ratings') ?? {},
  reviews: parsed('reelist_reviews') ?? {},
});

freshStorageEachTest();
beforeEach(() => {
  void watchlistStore.commit([watchlistItem({ id: 1, title: 'Kept', status: 'want_to_watch' })]);
  watchlistStore.flush();
});

describe('commitHistoryImport', () => {
  it('commits items, statuses, viewings, ratings and reviews, and every store shows them', () => {
    const { result, undo } = commitHistoryImport(change(), NOW);
    expect(result).toEqual({ ok: true });
    expect(undo).toBeDefined();
    expect(watchlistStore.getSnapshot().map((i) => [i.id, i.status])).toEqual([
      [1, 'watched'],
      [2, 'watched'],
    ]);
    expect(watchLogStore.getSnapshot().map((e) => e.sourceKey)).toEqual(['https://boxd.it/a', 'https://boxd.it/b']);
    expect(ratingsStore.getSnapshot()).toEqual({ movie_2: [rating(5)] });
    expect(reviewsStore.getSnapshot().movie_2?.map((r) => r.id)).toEqual(['letterboxd:b']);
  });

  it('adds nothing the second time (same viewings, reviews and items)', () => {
    commitHistoryImport(change(), NOW);
    const parsed = () => everything().map((raw) => JSON.parse(raw ?? 'null'));
    const after = parsed();
    commitHistoryImport(change(), NOW);
    expect(parsed()).toEqual(after);
  });

  it('undo takes back the items, statuses, viewings, ratings and reviews the import brought', () => {
    ratingsStore.updateTitle('movie_1', () => [rating(3, BEFORE)]);
    const { undo } = commitHistoryImport(change({ ratings: new Map([['movie_1', rating(5)]]) }), NOW);
    expect(undo?.(LATER)).toEqual({ result: { ok: true }, kept: 0 });
    expect(storedState()).toEqual({
      items: [[1, 'want_to_watch']],
      log: [],
      ratings: { movie_1: [rating(3, BEFORE)] },
      reviews: {},
    });
    expect(watchlistStore.getSnapshot().map((i) => [i.id, i.status])).toEqual([[1, 'want_to_watch']]);
    expect(watchLogStore.getSnapshot()).toEqual([]);
    expect(ratingsStore.getSnapshot()).toEqual({ movie_1: [rating(3, BEFORE)] });
  });

  it('undo leaves what the visitor did after the import: an unrelated title marked Watched and its viewing', () => {
    void watchlistStore.commit([...watchlistStore.getSnapshot(), watchlistItem({ id: 3, title: 'Unrelated' })]);
    watchlistStore.flush();
    const { undo } = commitHistoryImport(change(), NOW);
    void watchlistStore.commit(
      watchlistStore
        .getSnapshot()
        .map((i) => (i.id === 3 ? { ...i, status: 'watched' as const, updatedAt: EDITED } : i)),
    );
    void watchLogStore.recordViewing(3, 'movie', new Date(EDITED));
    expect(undo?.(LATER)).toEqual({ result: { ok: true }, kept: 0 });
    expect(storedState().items).toEqual([
      [1, 'want_to_watch'],
      [3, 'watched'],
    ]);
    expect(storedState().log).toEqual([[3, EDITED]]);
  });

  it('undo keeps a title the visitor changed since the import, and counts it', () => {
    const { undo } = commitHistoryImport(change(), NOW);
    // Title 2, added by the import, is moved back to Want to Watch and rated again.
    void watchlistStore.commit(
      watchlistStore
        .getSnapshot()
        .map((i) => (i.id === 2 ? { ...i, status: 'want_to_watch' as const, updatedAt: EDITED } : i)),
    );
    ratingsStore.updateTitle('movie_2', () => [rating(2, EDITED)]);
    expect(undo?.(LATER)).toEqual({ result: { ok: true }, kept: 1 });
    expect(storedState()).toEqual({
      items: [
        [1, 'want_to_watch'],
        [2, 'want_to_watch'],
      ],
      log: [],
      ratings: { movie_2: [rating(2, EDITED)] },
      reviews: {},
    });
  });

  it('changes nothing when one write fails (storage full), and says so', () => {
    const before = everything();
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'reelist_reviews') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const { result, undo } = commitHistoryImport(change(), NOW);
    setItem.mockRestore();
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(undo).toBeUndefined();
    expect(everything()).toEqual(before);
    expect(watchLogStore.getSnapshot()).toEqual([]);
  });
});

/** Another tab of the same browser: its own copy of every store, over the same storage. */
function openOtherTab() {
  let tab: { storage: typeof StorageModule; log: typeof WatchLogModule } | undefined;
  jest.isolateModules(() => {
    tab = { storage: jest.requireActual('../../index'), log: jest.requireActual('./watch-log-store') };
  });
  return tab!;
}
/** The browser tells every tab of what was stored (the writer's own copy ignores what it already holds). */
const everyTabHears = () => {
  for (const key of ['reelist_watchlist_tombstones', 'reelist_watchlist', 'reelist_watch_log', 'reelist_ratings']) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
  }
};

describe('undo of an import with another tab open', () => {
  it('holds: the other tab neither brings the import back nor loses its own edit', () => {
    const other = openOtherTab();
    const otherTab = {
      watchlist: other.storage.watchlistStore,
      log: other.log.watchLogStore,
      ratings: other.storage.ratingsStore,
    };
    // The other tab shows the watchlist, the log and the ratings (Watchlist, Analytics).
    otherTab.watchlist.getSnapshot();
    otherTab.log.getSnapshot();
    otherTab.ratings.getSnapshot();

    const { undo } = commitHistoryImport(change(), NOW);
    everyTabHears();
    expect(otherTab.watchlist.getSnapshot().map((i) => [i.id, i.status])).toEqual([
      [1, 'watched'],
      [2, 'watched'],
    ]);
    // In the other tab the visitor records a viewing of title 1.
    void otherTab.log.recordViewing(1, 'movie', new Date(EDITED));
    otherTab.log.flush();
    everyTabHears();

    expect(undo?.(LATER)).toEqual({ result: { ok: true }, kept: 0 });
    everyTabHears();
    // The other tab stores whatever it holds that storage does not (its writes after the next frame).
    otherTab.watchlist.flush();
    otherTab.log.flush();
    everyTabHears();

    expect(storedState()).toEqual({ items: [[1, 'want_to_watch']], log: [[1, EDITED]], ratings: {}, reviews: {} });
    for (const tab of [otherTab, { watchlist: watchlistStore, log: watchLogStore, ratings: ratingsStore }]) {
      expect(tab.watchlist.getSnapshot().map((i) => [i.id, i.status])).toEqual([[1, 'want_to_watch']]);
      expect(tab.log.getSnapshot().map((e) => [e.id, e.watchedAt])).toEqual([[1, EDITED]]);
      expect(tab.ratings.getSnapshot()).toEqual({});
    }
  });
});
