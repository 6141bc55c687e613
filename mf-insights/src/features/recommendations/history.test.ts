import type { Title, ViewHistoryEntry } from '@reelist/contracts';
import { historyGenreCounts, historyScore, rankByHistory } from './history';

const view = (id: number, genres: number[], mediaType: 'movie' | 'tv' = 'movie'): ViewHistoryEntry => ({
  id,
  title: `Viewed ${id}`,
  mediaType,
  posterPath: null,
  genres,
  rating: 7,
  viewedAt: '2024-06-15T10:00:00.000Z',
  sessionId: 's',
});
const title = (id: number, extra: Partial<Title> = {}): Title => ({
  id,
  media_type: 'movie',
  vote_average: 5,
  popularity: 100,
  ...extra,
});

describe('history scoring', () => {
  const history = [view(1, [18, 35]), view(2, [18]), view(3, [28])];

  it('counts genres across the view history', () => {
    expect([...historyGenreCounts(history)]).toEqual([
      [18, 2],
      [35, 1],
      [28, 1],
    ]);
  });

  it('scores genre counts + 0.1 * vote_average + 0.001 * popularity', () => {
    const counts = historyGenreCounts(history);
    expect(historyScore(title(9, { genre_ids: [18, 35], vote_average: 8, popularity: 200 }), counts)).toBeCloseTo(
      2 + 1 + 0.8 + 0.2,
    );
    expect(historyScore({ id: 9 }, counts)).toBe(0);
  });

  it('ranks by score, dropping viewed, excluded, duplicate and person entries, keeping 20', () => {
    const candidates = [
      { title: title(1, { genre_ids: [18] }) },
      { title: title(10, { genre_ids: [28] }) },
      { title: title(11, { genre_ids: [18] }) },
      { title: title(11, { genre_ids: [18] }) },
      { title: title(12, { genre_ids: [18], media_type: 'tv' }) },
      { title: title(13, { media_type: 'person' }) },
    ];
    const ranked = rankByHistory(candidates, history, [{ id: 12, media_type: 'tv' }]);
    expect(ranked.map((r) => r.title.id)).toEqual([11, 10]);
    const many = Array.from({ length: 30 }, (_, i) => ({ title: title(100 + i) }));
    expect(rankByHistory(many, history)).toHaveLength(20);
  });
});
