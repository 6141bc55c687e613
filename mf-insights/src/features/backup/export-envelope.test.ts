import type { SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import { DEFAULT_PREFERENCES, DEFAULT_THEME_SETTINGS } from '@reelist/contracts';
import { buildAnalyticsExport, buildCompleteExport } from './export-envelope';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const viewHistory: ViewHistoryEntry[] = [
  {
    id: 1,
    title: 'One',
    mediaType: 'movie',
    posterPath: null,
    genres: [18],
    rating: 8,
    viewedAt: '2024-06-15T10:00:00.000Z',
    sessionId: 's',
  },
];
const searchHistory: SearchHistoryEntry[] = [
  { query: 'one', resultsCount: 3, searchedAt: NOW.toISOString(), sessionId: 's' },
];

describe('export envelopes', () => {
  it('builds the analytics envelope with stats and histories', () => {
    const envelope = buildAnalyticsExport({ viewHistory, searchHistory }, NOW);
    expect(envelope.exportedAt).toBe('2024-06-15T12:00:00.000Z');
    expect(envelope.version).toBe('1.0');
    expect(envelope.analytics.viewingStats.totalViews).toBe(1);
    expect(envelope.analytics.searchStats.totalSearches).toBe(1);
    expect(envelope.analytics.viewHistory).toEqual(viewHistory);
    expect(envelope.analytics.searchHistory).toEqual(searchHistory);
    expect(envelope).not.toHaveProperty('userData');
  });

  it('adds userData for the complete export', () => {
    const userData = {
      watchlist: [],
      reviews: {},
      ratings: {},
      preferences: DEFAULT_PREFERENCES,
      theme: DEFAULT_THEME_SETTINGS,
    };
    const envelope = buildCompleteExport({ viewHistory, searchHistory }, userData, NOW);
    expect(envelope.userData).toEqual(userData);
    expect(envelope.analytics.viewHistory).toHaveLength(1);
  });
});
