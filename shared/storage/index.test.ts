import * as storage from '@reelist/storage';

describe('@reelist/storage public API', () => {
  it('exports every documented function', () => {
    const names = [
      'readWatchlist',
      'writeWatchlist',
      'readWatchlistTombstones',
      'mergeWatchlists',
      'pruneTombstones',
      'watchlistKey',
      'itemStamp',
      'readThemeSettings',
      'writeThemeSettings',
      'readPreferences',
      'writePreferences',
      'readViewHistory',
      'appendViewHistory',
      'readSearchHistory',
      'appendSearchHistory',
      'clearHistory',
      'readReviews',
      'writeReviews',
      'readAllReviews',
      'readRatings',
      'writeRatings',
      'readAllRatings',
      'getSessionId',
      'watchExternalChanges',
      'requestPersistence',
      'createStorageSlot',
      'configureStorage',
      'resetStorageMemory',
    ] as const;
    for (const name of names) expect(typeof storage[name]).toBe('function');
    expect(storage.jsonCodec.encode([1])).toBe('[1]');
    expect(storage.watchlistItemSchema).toBeDefined();
  });
});
