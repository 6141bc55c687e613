import { ratingStats, upsertRating } from './ratings';

const NOW = new Date('2024-02-02T00:00:00.000Z');
const r = (user: string, rating: number) => ({ user, rating, createdAt: '2024-01-01T00:00:00.000Z' });

describe('ratingStats', () => {
  it('averages to one decimal and counts each star', () => {
    expect(ratingStats([r('a', 5), r('b', 4), r('c', 4)])).toEqual({
      average: 4.3,
      count: 3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
  });

  it('is zero when empty and keeps odd values within 1 to 5', () => {
    expect(ratingStats([])).toEqual({ average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(ratingStats([r('a', 0), r('b', 9)]).distribution).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 });
  });
});

describe('ratingStats with half stars', () => {
  it('averages the exact values and counts a half with the full stars shown (4.5 in the 4 bar)', () => {
    expect(ratingStats([r('a', 4.5), r('b', 3), r('c', 1.5)])).toEqual({
      average: 3,
      count: 3,
      distribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 0 },
    });
  });
});

describe('upsertRating', () => {
  it('keeps one rating per user', () => {
    const once = upsertRating([r('a', 3)], 'b', 5, NOW);
    expect(once).toEqual([r('a', 3), { user: 'b', rating: 5, createdAt: NOW.toISOString() }]);
    const again = upsertRating(once, 'a', 1, NOW);
    expect(again).toEqual([{ user: 'a', rating: 1, createdAt: NOW.toISOString() }, once[1]]);
  });
});
