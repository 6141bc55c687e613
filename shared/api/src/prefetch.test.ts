/** @jest-environment node */
import { clearApiCache } from './core/cache';
import { getTitleDetails, peekTitleDetails, prefetchTitle } from './tmdb/details';
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
