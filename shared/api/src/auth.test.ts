/** @jest-environment node */
import { cacheKey, clearApiCache, peekCached } from './core/cache';
import { configureApi, setContentPreferences } from './core/runtime';
import { isReadAccessToken, tmdbAuth } from './core/tmdb-client';
import { getMovieDetails, peekTitleDetails } from './tmdb/details';
import { getOmdbById } from './omdb';
import { searchMulti } from './tmdb/search';
import { CONFIG, json } from './test-kit';

/** The shape of a v4 read access token (a JWT); TMDB's are longer, the shape is what counts. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJyZWVsaXN0In0.c2lnbmF0dXJl-_x';
const V3_KEY = '0123456789abcdef0123456789abcdef';

type Init = { method: 'GET'; signal: AbortSignal; headers?: Record<string, string> };

function setup(apiKey: string) {
  const fetch = jest.fn((url: string, _init: Init) =>
    Promise.resolve(
      url.startsWith('http://omdb.test')
        ? json({ Response: 'True', Title: 'Memento', imdbID: 'tt0209144' })
        : json({ id: 5, title: 'Five', page: 1, results: [], total_pages: 1, total_results: 0 }),
    ),
  );
  configureApi({ ...CONFIG, tmdb: { ...CONFIG.tmdb, apiKey } }, { fetch, now: () => 1_700_000_000_000 });
  return { fetch, call: (i: number) => ({ url: new URL(fetch.mock.calls[i]![0]), init: fetch.mock.calls[i]![1] }) };
}

beforeEach(() => {
  clearApiCache();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
});

describe('telling a v4 read access token from a v3 key', () => {
  it.each([TOKEN, 'eyJ.a.b', 'eyJhbGciOiJSUzI1NiJ9.e30.sig_with-dashes'])('%s is a read access token', (value) => {
    expect(isReadAccessToken(value)).toBe(true);
  });

  it.each([
    V3_KEY,
    'TMDB-SECRET',
    'reelist-embedded',
    '',
    'eyJ.a',
    'eyJabc.def.g+h',
    'xeyJ.a.b',
    'eyJ.a.b.c',
    ' eyJ.a.b',
  ])('%j is sent as an api_key', (value) => {
    expect(isReadAccessToken(value)).toBe(false);
    expect(tmdbAuth(value)).toEqual(['api_key', value]);
  });

  it('a token becomes an Authorization: Bearer header', () => {
    expect(tmdbAuth(TOKEN)).toEqual({ headers: { Authorization: `Bearer ${TOKEN}` } });
  });
});

describe('the movie service with a v4 read access token', () => {
  it('sends Authorization: Bearer and no api_key in the URL', async () => {
    const { call } = setup(TOKEN);
    await searchMulti('star wars', 2);
    const { url, init } = call(0);
    expect(url.origin + url.pathname).toBe('http://tmdb.test/3/search/multi');
    expect(url.searchParams.has('api_key')).toBe(false);
    expect(url.search).toBe('?include_adult=false&language=en&page=2&query=star+wars');
    expect(url.href).not.toContain(TOKEN);
    expect(init).toEqual({
      method: 'GET',
      signal: expect.any(AbortSignal),
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
  });

  it('keeps the v3 key in the query and sends no headers', async () => {
    const { call } = setup(V3_KEY);
    await searchMulti('star wars', 2);
    const { url, init } = call(0);
    expect(url.search).toBe(`?api_key=${V3_KEY}&include_adult=false&language=en&page=2&query=star+wars`);
    expect(init).toEqual({ method: 'GET', signal: expect.any(AbortSignal) });
  });

  it('the cache key does not depend on the credential', async () => {
    const { fetch } = setup(TOKEN);
    await getMovieDetails(5);
    await getMovieDetails(5);
    expect(fetch).toHaveBeenCalledTimes(1);
    // A peek builds its key from the path and parameters alone: it finds what the bearer-token call stored.
    expect(peekTitleDetails('movie', 5)).toMatchObject({ id: 5 });
    expect(
      peekCached(
        cacheKey('/movie/5', { append_to_response: 'credits,videos,similar,recommendations', language: 'en' }),
      ),
    ).toMatchObject({ id: 5 });
  });

  it('OMDb calls are unchanged: apikey in the query, no Authorization header', async () => {
    const { call } = setup(TOKEN);
    await getOmdbById('tt0209144');
    const { url, init } = call(0);
    expect(url.origin).toBe('http://omdb.test');
    expect(url.searchParams.get('apikey')).toBe('OMDB-SECRET');
    expect(init).toEqual({ method: 'GET', signal: expect.any(AbortSignal) });
  });
});
