import type { BusEvents, Rating, Review } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { configureStorage } from './backend';
import { ratingsStore, reviewsStore, starBucket, starsFromTen, visitorRating } from './feedback-store';

const readReviews = (key: string) => reviewsStore.getSnapshot()[key] ?? [];
const readRatings = (key: string) => ratingsStore.getSnapshot()[key] ?? [];
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

const review = (id: string, movieId = 1): Review => ({
  id,
  movieId,
  mediaType: 'movie',
  rating: 4,
  content: 'Good',
  author: 'current-user',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  helpful: 0,
  reported: false,
});
const rating = (user: string, value: number): Rating => ({ user, rating: value, createdAt: '2024-01-01' });

freshStorageEachTest();

describe('reviews', () => {
  it('are stored per title without touching other titles', () => {
    reviewsStore.updateTitle('movie_1', () => [review('a')]);
    reviewsStore.updateTitle('movie_2', () => [review('b', 2)]);
    expect(readReviews('movie_1')).toEqual([review('a')]);
    expect(readReviews('movie_3')).toEqual([]);
    expect(Object.keys(reviewsStore.getSnapshot())).toEqual(['movie_1', 'movie_2']);
    expect(Object.keys(stored('reelist_reviews'))).toEqual(['movie_1', 'movie_2']);
  });

  it('drop the key when the list becomes empty', () => {
    reviewsStore.updateTitle('movie_1', () => [review('a')]);
    reviewsStore.updateTitle('movie_1', () => []);
    expect(reviewsStore.getSnapshot()).toEqual({});
    expect(stored('reelist_reviews')).toEqual({});
  });

  it('accept legacy numeric ids and a missing updatedAt, and keep valid reviews of a bad value', () => {
    const legacy = { ...review('x'), id: 1700000000000, updatedAt: undefined };
    localStorage.setItem('reelist_reviews', JSON.stringify({ movie_1: [legacy, { content: 'no id' }], movie_2: 'x' }));
    const all = reviewsStore.getSnapshot();
    expect(all).toEqual({ movie_1: [{ ...review('1700000000000'), updatedAt: '2024-01-01T00:00:00.000Z' }] });
    expect(localStorage.getItem('reelist_reviews__backup')).not.toBeNull();
  });

  it('fall back to none when the stored value is not an object', () => {
    localStorage.setItem('reelist_reviews', '[]');
    expect(reviewsStore.getSnapshot()).toEqual({});
  });

  it("edit one title's list as storage holds it, keeping another tab's reviews of every title", () => {
    reviewsStore.updateTitle('movie_1', () => [review('a')]);
    // Another tab wrote meanwhile; this tab has not heard of it yet.
    localStorage.setItem(
      'reelist_reviews',
      JSON.stringify({ movie_1: [review('a'), review('b')], movie_2: [review('c', 2)] }),
    );
    reviewsStore.updateTitle('movie_1', (list) => [...list, review('d')]);
    expect(readReviews('movie_1').map((r) => r.id)).toEqual(['a', 'b', 'd']);
    expect(readReviews('movie_2').map((r) => r.id)).toEqual(['c']);
  });

  it("show another tab's change when it arrives", () => {
    const seen: number[] = [];
    const unsubscribe = reviewsStore.subscribe(() => seen.push(Object.keys(reviewsStore.getSnapshot()).length));
    expect(reviewsStore.getSnapshot()).toEqual({});
    const value = JSON.stringify({ movie_9: [review('z', 9)] });
    localStorage.setItem('reelist_reviews', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_reviews', newValue: value }));
    unsubscribe();
    expect(seen).toEqual([1]);
  });

  it('return the failure of a write to a full storage, announce it for the toast and keep the change in memory', () => {
    const failed: Array<BusEvents['storage:write-failed']> = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    configureStorage({
      local: fullStorage(),
    });
    expect(reviewsStore.updateTitle('movie_1', () => [review('a')])).toEqual({ ok: false, reason: 'quota' });
    subscription.unsubscribe();
    expect(failed).toEqual([{ key: 'reelist_reviews', label: 'reviews', reason: 'quota', kept: true }]);
    expect(readReviews('movie_1')).toEqual([review('a')]);
  });
});

describe('ratings', () => {
  it('keep one rating per user, the last one given', () => {
    ratingsStore.updateTitle('movie_1', () => [
      rating('current-user', 3),
      rating('other', 5),
      rating('current-user', 4),
    ]);
    expect(readRatings('movie_1')).toEqual([rating('other', 5), rating('current-user', 4)]);
    expect(stored('reelist_ratings')).toEqual({ movie_1: readRatings('movie_1') });
  });

  it('change several titles in one write (an undone import), each as storage holds it, the others kept', () => {
    ratingsStore.updateTitle('movie_1', () => [rating('current-user', 3)]);
    // Another tab rated two titles meanwhile; this tab has not heard of it yet.
    localStorage.setItem(
      'reelist_ratings',
      JSON.stringify({ movie_1: [rating('current-user', 3), rating('other', 2)], movie_2: [rating('other', 5)] }),
    );
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const changes = new Map([
      ['movie_1', (list: readonly Rating[]) => list.filter((r) => r.user !== 'current-user')],
      ['movie_3', () => [rating('current-user', 1), rating('current-user', 4)]],
    ]);
    expect(ratingsStore.updateTitles(changes)).toEqual({ ok: true });
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
    expect(stored('reelist_ratings')).toEqual({
      movie_1: [rating('other', 2)],
      movie_2: [rating('other', 5)],
      movie_3: [rating('current-user', 4)],
    });
    expect(ratingsStore.getSnapshot()).toEqual(stored('reelist_ratings'));
  });

  it('reject ratings outside 1 to 5', () => {
    localStorage.setItem('reelist_ratings', JSON.stringify({ movie_1: [rating('a', 9), rating('b', 2)] }));
    expect(readRatings('movie_1')).toEqual([rating('b', 2)]);
  });
});

describe('the rating scale (one rating per visitor per title, 1 to 5 stars in half stars)', () => {
  it.each([
    [9, 4.5],
    [10, 5],
    [7, 3.5],
    [8, 4],
    [8.5, 4.5],
    [2, 1],
    [1, 1],
  ])('%d out of 10 is %d stars: half stars are kept, at least 1', (rating10, stars) =>
    expect(starsFromTen(rating10)).toBe(stars),
  );

  it.each([
    [1, 1],
    [1.5, 1],
    [4, 4],
    [4.5, 4],
    [5, 5],
  ])('%d stars counts in the %d-star bar of the distribution (the full stars shown)', (stars, bar) =>
    expect(starBucket(stars)).toBe(bar),
  );

  it("is the visitor's own entry of the title's ratings, none when not rated", () => {
    expect(visitorRating([rating('other', 2), rating('current-user', 4.5)])).toBe(4.5);
    expect(visitorRating([rating('other', 2)])).toBeUndefined();
    expect(visitorRating(undefined)).toBeUndefined();
  });
});
