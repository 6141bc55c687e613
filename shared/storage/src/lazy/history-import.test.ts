import type { Rating, Review, WatchLogEntry } from '@reelist/contracts';
import { freshStorageEachTest, watchlistItem } from '@reelist/testing';
import { ratingsStore, reviewsStore } from '../feedback-store';
import { watchlistStore } from '../watchlist-store';
import { commitHistoryImport } from './history-import';
import type { HistoryImport } from './history-import';
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
const rating = (stars: number): Rating => ({ user: 'current-user', rating: stars, createdAt: NOW.toISOString() });
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

  it('undo puts back the exact state before the import', () => {
    const before = everything();
    const { undo } = commitHistoryImport(change(), NOW);
    expect(undo?.()).toEqual({ ok: true });
    expect(everything()).toEqual(before);
    expect(watchlistStore.getSnapshot().map((i) => [i.id, i.status])).toEqual([[1, 'want_to_watch']]);
    expect(watchLogStore.getSnapshot()).toEqual([]);
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
