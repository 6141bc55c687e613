import type { SearchHistoryEntry, SearchStats } from '@reelist/contracts';
import { ANALYTICS_TOP_QUERIES } from './constants';

/**
 * Search statistics (top 10 queries): success rate = searches with results / all searches, as a percent;
 * average results per search; distinct queries; the 10 most frequent queries (ties: the more recent first).
 */
export function computeSearchStats(history: readonly SearchHistoryEntry[]): SearchStats {
  const total = history.length;
  const counts = new Map<string, { count: number; last: number }>();
  let successful = 0;
  let results = 0;
  history.forEach((entry, index) => {
    if (entry.resultsCount > 0) successful += 1;
    results += Math.max(0, entry.resultsCount);
    const seen = counts.get(entry.query);
    counts.set(entry.query, { count: (seen?.count ?? 0) + 1, last: index });
  });
  const topQueries = [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || b[1].last - a[1].last)
    .slice(0, ANALYTICS_TOP_QUERIES)
    .map(([query, { count }]) => ({ query, count }));
  return {
    totalSearches: total,
    successRate: total === 0 ? 0 : (successful / total) * 100,
    averageResults: total === 0 ? 0 : results / total,
    uniqueQueries: counts.size,
    topQueries,
  };
}
