import type { Rating, Review } from '@reelist/contracts';
import { resetStorageMemory } from './reset';
import { readAllRatings, readAllReviews, readRatings, readReviews, writeRatings, writeReviews } from './feedback-store';

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

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

describe('reviews', () => {
  it('are keyed {mediaType}_{id}', () => {});

  it('are stored per title without touching other titles', () => {
    writeReviews('movie_1', [review('a')]);
    writeReviews('movie_2', [review('b', 2)]);
    expect(readReviews('movie_1')).toEqual([review('a')]);
    expect(readReviews('movie_3')).toEqual([]);
    expect(Object.keys(readAllReviews())).toEqual(['movie_1', 'movie_2']);
  });

  it('drop the key when the list becomes empty', () => {
    writeReviews('movie_1', [review('a')]);
    writeReviews('movie_1', []);
    expect(readAllReviews()).toEqual({});
  });

  it('accept legacy numeric ids and a missing updatedAt, and keep valid reviews of a bad value', () => {
    const legacy = { ...review('x'), id: 1700000000000, updatedAt: undefined };
    localStorage.setItem('reelist_reviews', JSON.stringify({ movie_1: [legacy, { content: 'no id' }], movie_2: 'x' }));
    const all = readAllReviews();
    expect(all).toEqual({ movie_1: [{ ...review('1700000000000'), updatedAt: '2024-01-01T00:00:00.000Z' }] });
    expect(localStorage.getItem('reelist_reviews__backup')).not.toBeNull();
  });

  it('fall back to none when the stored value is not an object', () => {
    localStorage.setItem('reelist_reviews', '[]');
    expect(readAllReviews()).toEqual({});
  });
});

describe('ratings', () => {
  it('keep one rating per user, the last one given', () => {
    writeRatings('movie_1', [rating('current-user', 3), rating('other', 5), rating('current-user', 4)]);
    expect(readRatings('movie_1')).toEqual([rating('other', 5), rating('current-user', 4)]);
    expect(readAllRatings()).toEqual({ movie_1: readRatings('movie_1') });
  });

  it('reject ratings outside 1 to 5', () => {
    localStorage.setItem('reelist_ratings', JSON.stringify({ movie_1: [rating('a', 9), rating('b', 2)] }));
    expect(readRatings('movie_1')).toEqual([rating('b', 2)]);
  });
});
