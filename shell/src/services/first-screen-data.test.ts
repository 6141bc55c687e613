import { clearApiCache, configureApi, getTrending, setContentPreferences } from '@reelist/api';
import { STORAGE_KEYS } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { firstScreenData, startFirstScreenData } from './first-screen-data';

freshStorageEachTest();

const CONFIG = {
  tmdb: { baseUrl: 'http://tmdb.test/3', apiKey: 'key', imageBaseUrl: 'http://img.test/t/p' },
  omdb: { baseUrl: 'http://omdb.test', apiKey: 'key' },
};

function fakeService() {
  // jsdom has no Response: what the api reads of one.
  const body = JSON.stringify({ page: 1, results: [{ id: 7, title: 'First' }] });
  const fetch = jest.fn((_url: string) =>
    Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(body) } as Response),
  );
  configureApi(CONFIG, { fetch });
  const urls = () => fetch.mock.calls.map(([url]) => new URL(url));
  return { fetch, urls };
}

describe('startFirstScreenData', () => {
  afterEach(() => {
    clearApiCache();
    setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
  });

  it("starts Home's Trending Today with the shell, and Home's own call joins it", async () => {
    const { fetch, urls } = fakeService();
    startFirstScreenData('/');
    const home = await getTrending('all', 'day', 1, { signal: new AbortController().signal });
    expect(home.results).toEqual([{ id: 7, title: 'First' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urls()[0]?.pathname).toBe('/3/trending/all/day');
  });

  it("asks in the visitor's saved language, as Home will", async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ preferredLanguage: 'fr', preferredRegion: 'FR' }));
    const { fetch, urls } = fakeService();
    startFirstScreenData('/');
    await getTrending('all', 'day', 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urls()[0]?.searchParams.get('language')).toBe('fr');
  });

  it('asks nothing on the other routes', async () => {
    const { fetch } = fakeService();
    startFirstScreenData('/watchlist');
    startFirstScreenData('/movie/550');
    startFirstScreenData('/search');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('firstScreenData', () => {
  afterEach(() => clearApiCache());

  it("is a title's details on its page, collecting the answer's cache key; nothing on pages without one", async () => {
    const { urls } = fakeService();
    const keys = new Set<string>();
    await firstScreenData('/tv/1399', { keys });
    expect(urls()[0]?.pathname).toBe('/3/tv/1399');
    expect([...keys]).toEqual([expect.stringMatching(/^\/tv\/1399\?append_to_response=/)]);
    for (const path of ['/watchlist', '/search', '/person/7', '/movie/0', '/movie/abc', '/movie/5/extra'])
      expect(firstScreenData(path)).toBeUndefined();
  });

  it("is a plain text search's first page on Search; a filtered or empty search has none", async () => {
    const { urls } = fakeService();
    await firstScreenData('/search?q=%20star%20');
    expect(urls()[0]?.pathname).toBe('/3/search/multi');
    expect(urls()[0]?.searchParams.get('query')).toBe('star');
    for (const path of ['/search?q=', '/search?q=star&type=movie', '/search?genres=18'])
      expect(firstScreenData(path)).toBeUndefined();
  });
});
