import type { Paged, Title, ViewHistoryEntry } from '@reelist/contracts';
import { historyGenreCounts, historyScore, rankByHistory, recommendFromHistory } from './history';

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
const page = (results: Title[]): Paged<Title> => ({ page: 1, results, total_pages: 1, total_results: results.length });

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

describe('recommendFromHistory', () => {
  it('returns nothing without history and calls nothing', async () => {
    const sources = { discoverByGenres: jest.fn(), trending: jest.fn() };
    await expect(recommendFromHistory([], sources)).resolves.toEqual([]);
    expect(sources.trending).not.toHaveBeenCalled();
  });

  it('discovers the top viewed genres plus trending, with genre reasons', async () => {
    const sources = {
      discoverByGenres: jest.fn(async () => page([{ id: 50, genre_ids: [35], vote_average: 7 }])),
      trending: jest.fn(async () => page([title(60, { media_type: 'tv', genre_ids: [18] })])),
    };
    const result = await recommendFromHistory([view(1, [18, 35]), view(2, [18])], sources);
    expect(sources.discoverByGenres).toHaveBeenCalledWith([18, 35]);
    expect(result).toEqual([
      { title: expect.objectContaining({ id: 60 }), reason: { kind: 'genre', genreId: 18 } },
      { title: expect.objectContaining({ id: 50, media_type: 'movie' }), reason: { kind: 'genre', genreId: 35 } },
    ]);
  });

  it('tolerates one failing call and rejects when all fail', async () => {
    const down = async () => Promise.reject(new Error('down'));
    const partly = { discoverByGenres: jest.fn(down), trending: jest.fn(async () => page([title(70)])) };
    await expect(recommendFromHistory([view(1, [18])], partly)).resolves.toHaveLength(1);
    const none = { discoverByGenres: jest.fn(down), trending: jest.fn(down) };
    await expect(recommendFromHistory([view(1, [18])], none)).rejects.toThrow('down');
  });

  it('uses trending alone when the history has no genres', async () => {
    const sources = { discoverByGenres: jest.fn(), trending: jest.fn(async () => page([title(80)])) };
    const result = await recommendFromHistory([view(1, [])], sources);
    expect(sources.discoverByGenres).not.toHaveBeenCalled();
    expect(result[0]?.reason).toEqual({ kind: 'popular-tv' });
  });
});
