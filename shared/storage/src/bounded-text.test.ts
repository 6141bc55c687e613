import * as v from 'valibot';
import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { parseBackup } from './backup';
import { boundReview, cutText } from './bounded-text';
import { reviewsSlot } from './feedback-store';
import { reviewSchema, viewHistoryEntrySchema } from './personal-schemas';
import { parseWatchlistItem } from './watchlist-item';

// One bound per text, held by the schemas every way in goes through: reviews at the form's 10,000 characters,
// titles at 500. Longer text is cut (with an ellipsis), never refused, so a file with one absurd text still loads.

const lonePair = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REVIEW = {
  id: 'r1',
  movieId: 5,
  mediaType: 'movie',
  rating: 4,
  content: 'Good',
  author: C.LOCAL_USER,
  createdAt: '2024-06-01T00:00:00.000Z',
};

freshStorageEachTest();

describe('cutText', () => {
  it('keeps text up to the bound as it is, and cuts longer text to the bound with an ellipsis', () => {
    expect(cutText('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(cutText('x'.repeat(11), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cutText('word '.repeat(100), 11)).toBe('word word…');
  });

  it('never cuts a character in two, and cutting again changes nothing', () => {
    for (const max of [9, 10, 11, 12]) {
      const cut = cutText(`a${'🎬'.repeat(20)}`, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).not.toMatch(lonePair);
      expect(cutText(cut, max)).toBe(cut);
    }
  });
});

describe('the review schema', () => {
  it('cuts a 400,000-character review to 10,000 and a 100,000-character title to 500', () => {
    const review = v.parse(reviewSchema, { ...REVIEW, content: 'x'.repeat(400_000), title: 't'.repeat(100_000) });
    expect(review.content).toHaveLength(C.REVIEW_CONTENT_MAX);
    expect(review.content).toMatch(/^x+…$/);
    expect(review.title).toHaveLength(C.TITLE_MAX);
    expect(review).toMatchObject({ id: 'r1', rating: 4, updatedAt: REVIEW.createdAt });
  });

  it('keeps a review of exactly 10,000 characters, and the same object when nothing is cut', () => {
    const full = { ...REVIEW, content: 'x'.repeat(C.REVIEW_CONTENT_MAX), updatedAt: REVIEW.createdAt };
    expect(v.parse(reviewSchema, full).content).toBe(full.content);
    expect(boundReview(full as never)).toBe(full);
  });

  it('holds reviews already stored too long to the bound when they are read', () => {
    localStorage.setItem('reelist_reviews', JSON.stringify({ movie_5: [{ ...REVIEW, content: 'x'.repeat(300_000) }] }));
    expect(reviewsSlot.read().movie_5?.[0]?.content).toHaveLength(C.REVIEW_CONTENT_MAX);
  });
});

describe('titles', () => {
  const LONG = 'The Very Long Title '.repeat(5_000);

  it.each([
    ['a stored item', undefined],
    ['an item of a file', { now: new Date('2026-01-01T00:00:00.000Z') }],
  ])('cut to 500 characters for %s', (_name, context) => {
    for (const raw of [
      { id: 1, title: LONG },
      { id: 1, name: LONG, media_type: 'tv' },
    ]) {
      const result = parseWatchlistItem(raw, context);
      expect(result.ok && result.item.title).toBe(`${LONG.slice(0, C.TITLE_MAX - 1).trimEnd()}…`);
    }
  });

  it('cut for a stored item otherwise exactly as Reelist writes it', () => {
    const item = {
      id: 1,
      title: LONG,
      media_type: 'movie',
      poster_path: null,
      release_date: '',
      vote_average: 0,
      overview: '',
      addedAt: '',
    };
    const result = parseWatchlistItem(item);
    expect(result.ok && result.item.title).toHaveLength(C.TITLE_MAX);
  });

  it('cut for a viewed title', () => {
    const entry = v.parse(viewHistoryEntrySchema, { id: 1, title: LONG, viewedAt: '2024-06-01T00:00:00.000Z' });
    expect(entry.title).toHaveLength(C.TITLE_MAX);
  });
});

describe('parseBackup', () => {
  const envelope = (userData: object, viewHistory: object[] = []) => ({
    version: C.EXPORT_VERSION,
    analytics: { viewHistory, searchHistory: [] },
    userData: {
      watchlist: [],
      reviews: {},
      ratings: {},
      preferences: DEFAULT_PREFERENCES,
      theme: { theme: 'dark', autoTheme: false },
      ...userData,
    },
  });

  it('takes a file with over-long texts, cut, and counts what it cut', () => {
    const result = parseBackup(
      envelope(
        {
          watchlist: [
            { id: 1, title: 'x'.repeat(100_000) },
            { id: 2, name: 'y'.repeat(600), media_type: 'tv' },
            { id: 3, title: 'Short' },
          ],
          reviews: {
            movie_1: [
              { ...REVIEW, content: 'x'.repeat(400_000) },
              { ...REVIEW, id: 'r2', content: 'Fine', title: 't'.repeat(501) },
            ],
          },
        },
        [{ id: 1, title: 'v'.repeat(100_000), viewedAt: '2024-06-01T00:00:00.000Z' }],
      ),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.cut).toEqual({ reviews: 1, titles: 4 });
    expect(result.backup.watchlist.map((item) => item.title.length)).toEqual([C.TITLE_MAX, C.TITLE_MAX, 5]);
    expect(result.backup.reviews.movie_1?.map((review) => review.content.length)).toEqual([C.REVIEW_CONTENT_MAX, 4]);
    expect(result.backup.viewHistory[0]?.title).toHaveLength(C.TITLE_MAX);
  });

  it('counts nothing for a file within the bounds', () => {
    const result = parseBackup(envelope({ reviews: { movie_1: [REVIEW] } }));
    expect(result.ok && result.cut).toEqual({ reviews: 0, titles: 0 });
  });
});
