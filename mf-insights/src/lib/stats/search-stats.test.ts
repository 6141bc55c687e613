import type { SearchHistoryEntry } from '@reelist/contracts';
import { computeSearchStats } from './search-stats';

const search = (query: string, resultsCount: number): SearchHistoryEntry => ({
  query,
  resultsCount,
  searchedAt: '2024-06-15T10:00:00.000Z',
  sessionId: 's',
});

describe('computeSearchStats', () => {
  it('is all zeros without searches', () => {
    expect(computeSearchStats([])).toEqual({
      totalSearches: 0,
      successRate: 0,
      averageResults: 0,
      uniqueQueries: 0,
      topQueries: [],
    });
  });

  it('computes the success rate as a percent and the average results', () => {
    const stats = computeSearchStats([search('a', 10), search('b', 0), search('a', 20), search('c', 30)]);
    expect(stats.totalSearches).toBe(4);
    expect(stats.successRate).toBe(75);
    expect(stats.averageResults).toBe(15);
    expect(stats.uniqueQueries).toBe(3);
  });

  it('ranks the ten most frequent queries, the more recent first on ties', () => {
    const history = [
      search('old', 1),
      ...Array.from({ length: 11 }, (_, i) => search(`q${i}`, 1)),
      search('top', 1),
      search('top', 1),
    ];
    const top = computeSearchStats(history).topQueries ?? [];
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ query: 'top', count: 2 });
    expect(top[1]).toEqual({ query: 'q10', count: 1 });
    expect(top.map((q) => q.query)).not.toContain('old');
  });
});
