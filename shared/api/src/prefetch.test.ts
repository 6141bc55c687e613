/** @jest-environment node */
import { clearApiCache } from './core/cache';
import { getTitleDetails, peekTitleDetails, prefetchTitle } from './tmdb/details';
import { getTrending, peekTrending } from './tmdb/lists';
import { json, setupApi } from './test-kit';

beforeEach(() => {
  clearApiCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('prefetchTitle and peekTitleDetails', () => {
  it('warms the details so a later peek answers from the cache without a request', async () => {
    const { fetch, urls, clock } = setupApi((url) => json({ id: Number(url.pathname.split('/').pop()), name: 'Show' }));
    expect(peekTitleDetails('tv', 7)).toBeUndefined();
    prefetchTitle('tv', 7);
    await flush();
    expect(urls()[0]?.pathname).toBe('/3/tv/7');
    expect(peekTitleDetails('tv', 7)).toEqual({ id: 7, name: 'Show' });
    expect(peekTitleDetails('movie', 7)).toBeUndefined();
    await getTitleDetails('tv', 7);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 30 * 60_000;
    expect(peekTitleDetails('tv', 7)).toBeUndefined();
  });

  it('swallows a failed prefetch and stores nothing', async () => {
    setupApi(() => json({ status_message: 'nope' }, 500));
    prefetchTitle('movie', 1);
    await flush();
    await flush();
    expect(peekTitleDetails('movie', 1)).toBeUndefined();
    await expect(getTitleDetails('movie', 1)).rejects.toThrow('Failed to fetch movie details');
  });
});

describe('peekTrending', () => {
  it('answers a trending page from the cache once it has been fetched, for the same page only, until it expires', async () => {
    const { fetch, clock } = setupApi(() => json({ page: 1, results: [{ id: 3, title: 'Hot' }], total_pages: 1 }));
    expect(peekTrending('all', 'day', 1)).toBeUndefined();
    await getTrending('all', 'day', 1);
    expect(peekTrending('all', 'day', 1)?.results).toEqual([{ id: 3, title: 'Hot' }]);
    expect(peekTrending('all', 'week', 1)).toBeUndefined();
    expect(peekTrending('all', 'day', 2)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 10 * 60_000;
    expect(peekTrending('all', 'day', 1)).toBeUndefined();
  });
});
