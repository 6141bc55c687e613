import { getSessionId, searchHistoryStore } from '@reelist/storage';

/**
 * Adds a completed search to the search history (query lowercased, capped at 500).
 * Blank queries are not searches; with analytics tracking off nothing is recorded.
 */
export function recordSearch(query: string, resultsCount: number, trackAnalytics: boolean, now = new Date()): void {
  const normalized = query.trim().toLowerCase();
  if (!normalized || !trackAnalytics) return;
  const entry = { query: normalized, resultsCount, searchedAt: now.toISOString(), sessionId: getSessionId() };
  searchHistoryStore.append(entry);
}
