/** @jest-environment node */
import { C } from '@reelist/contracts';
import { ApiError } from './core/errors';
import { cached, cacheKey, clearApiCache, getApiCacheStats, purgeExpired } from './core/cache';
import { configureApi, setContentPreferences } from './core/runtime';
import { searchMulti } from './tmdb/search';
import { getPopularMovies, getPopularTv, getTopRatedMovies, getTrending, getUpcomingMovies } from './tmdb/lists';
import { getMovieDetails, getTvDetails } from './tmdb/details';
import { getMovieRecommendations } from './tmdb/related';
import { getWatchProviders } from './tmdb/providers';
import { getMovieGenres } from './tmdb/metadata';
import { discoverMovies } from './tmdb/discover';
import { getOmdbById } from './omdb';
import { CONFIG, hang, json, setupApi } from './test-kit';

beforeEach(() => {
  clearApiCache();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const MIN = 60_000;

describe('cacheKey', () => {
  it('is the path plus the sorted parameters', () => {
    expect(cacheKey('/search/multi', { query: 'a', page: '1', language: 'en' })).toBe(
      '/search/multi?language=en&page=1&query=a',
    );
    expect(cacheKey('/genre/movie/list')).toBe('/genre/movie/list');
  });
});

describe('TTL per class of path', () => {
  const cases: Array<[string, () => Promise<unknown>, number]> = [
    ['search/multi', () => searchMulti('q'), 2 * MIN],
    ['trending', () => getTrending('all', 'day'), 10 * MIN],
    ['movie details', () => getMovieDetails(1), 30 * MIN],
    ['tv details', () => getTvDetails(1), 30 * MIN],
    ['watch providers', () => getWatchProviders('movie', 1), 60 * MIN],
    ['advanced discover', () => discoverMovies({ with_genres: '1' }), 10 * MIN],
    ['genres (default)', () => getMovieGenres(), 5 * MIN],
    ['recommendations (default)', () => getMovieRecommendations(1), 5 * MIN],
    ['ratings service (default)', () => getOmdbById('tt1'), 5 * MIN],
  ];

  it.each(cases)('%s is served from the cache until its TTL of %#', async (_name, call, ttl) => {
    const { fetch, clock } = setupApi(() => json({ Response: 'True', results: [], genres: [] }));
    await call();
    clock.now += ttl - 1;
    await call();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await call();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['popular movies', () => getPopularMovies()],
    ['popular tv', () => getPopularTv()],
    ['top rated', () => getTopRatedMovies()],
    ['upcoming', () => getUpcomingMovies()],
  ])('%s is not cached', async (_name, call) => {
    const { fetch } = setupApi();
    await call();
    await call();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getApiCacheStats().size).toBe(0);
  });

  it('keys by parameters, so another page or language is another entry', async () => {
    const { fetch } = setupApi();
    await searchMulti('q', 1);
    await searchMulti('q', 2);
    setContentPreferences({ language: 'de' });
    await searchMulti('q', 1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getApiCacheStats()).toMatchObject({ size: 3, misses: 3, hits: 0 });
  });

  it('does not cache failures', async () => {
    let status = 500;
    const { fetch } = setupApi(() => json({ results: [] }, status));
    await expect(searchMulti('q')).rejects.toThrow('Failed to search content');
    status = 200;
    await expect(searchMulti('q')).resolves.toEqual({ results: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('in-flight de-duplication', () => {
  it('makes concurrent identical requests once', async () => {
    const { fetch } = setupApi();
    const results = await Promise.all([searchMulti('q'), searchMulti('q'), searchMulti('q')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(results[0]).toBe(results[2]);
    expect(getApiCacheStats()).toMatchObject({ misses: 1, deduped: 2, inFlight: 0 });
  });

  it('de-duplicates uncached lists while in flight too', async () => {
    const { fetch } = setupApi();
    await Promise.all([getPopularTv(), getPopularTv()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("one caller's abort does not abort the shared request for others", async () => {
    let answer: (r: Response) => void = () => undefined;
    const { fetch } = setupApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const leaving = new AbortController();
    const first = searchMulti('q', 1, { signal: leaving.signal });
    const second = searchMulti('q', 1, { signal: new AbortController().signal });
    const third = searchMulti('q');
    await Promise.resolve();
    leaving.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    answer(json({ results: ['ok'] }));
    await expect(second).resolves.toEqual({ results: ['ok'] });
    await expect(third).resolves.toEqual({ results: ['ok'] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1].signal.aborted).toBe(false);
  });

  it('aborts the shared request once every caller has gone, and a later call starts afresh', async () => {
    const { fetch } = setupApi(hang);
    const a = new AbortController();
    const b = new AbortController();
    const first = searchMulti('q', 1, { signal: a.signal });
    const second = searchMulti('q', 1, { signal: b.signal });
    a.abort();
    b.abort();
    await expect(first).rejects.toBeInstanceOf(ApiError);
    await expect(second).rejects.toMatchObject({ kind: 'aborted' });
    await Promise.resolve();
    expect(fetch.mock.calls[0]![1].signal.aborted).toBe(true);
    expect(getApiCacheStats().inFlight).toBe(0);
    const again = new AbortController();
    const third = searchMulti('q', 1, { signal: again.signal });
    expect(getApiCacheStats().inFlight).toBe(1);
    again.abort();
    await expect(third).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('purge and reset', () => {
  it('purges expired entries every 5 minutes, started lazily', async () => {
    jest.useFakeTimers();
    const { clock } = setupApi();
    expect(jest.getTimerCount()).toBe(0);
    await searchMulti('q');
    await getTrending();
    expect(jest.getTimerCount()).toBe(1);
    clock.now += 3 * MIN;
    jest.advanceTimersByTime(C.CACHE_CLEANUP_INTERVAL_MS);
    expect(getApiCacheStats()).toMatchObject({ size: 1, purged: 1 });
    clock.now += 10 * MIN;
    expect(purgeExpired()).toBe(1);
    expect(getApiCacheStats().size).toBe(0);
  });

  it('unrefs the purge interval so it never keeps a process alive', async () => {
    const unref = jest.fn();
    const setInterval = jest.fn(() => ({ unref }));
    const clearInterval = jest.fn();
    configureApi(CONFIG, { fetch: () => Promise.resolve(json({})), timers: { setInterval, clearInterval } });
    await searchMulti('q');
    await searchMulti('r');
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval).toHaveBeenCalledWith(purgeExpired, C.CACHE_CLEANUP_INTERVAL_MS);
    expect(unref).toHaveBeenCalled();
    clearApiCache();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('a request started before clearApiCache does not refill the cache', async () => {
    let answer: (r: Response) => void = () => undefined;
    setupApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = searchMulti('q');
    await Promise.resolve();
    clearApiCache();
    answer(json({ results: [] }));
    await pending;
    expect(getApiCacheStats().size).toBe(0);
  });

  it('configureApi clears the cache', async () => {
    const { fetch } = setupApi();
    await searchMulti('q');
    configureApi(CONFIG, { fetch });
    await searchMulti('q');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('cached() serves values of any loader', async () => {
    setupApi();
    const load = jest.fn(() => Promise.resolve(42));
    await expect(cached('k', 1000, load)).resolves.toBe(42);
    await expect(cached('k', 1000, load)).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
