/**
 * @jest-environment node
 */
// The shell's render of a page on the server (what @reelist/serve runs): the route's page from its remote's server
// container, Home's first service answer with it, nothing for routes not rendered there, and a failure rejects.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearApiCache } from '@reelist/api';
import { TEST_CONFIG, fakeMovieService } from '@reelist/testing';
import { renderPage, warmUp } from './render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const CONFIG = {
  ...TEST_CONFIG,
  remotes: {
    mf_discover: 'http://discover.test/releases/1.2.0/remoteEntry.js',
    mf_detail: 'http://detail.test/remoteEntry.js',
  },
};
const TRENDING = { page: 1, results: [{ id: 1, title: 'Trend Movie', media_type: 'movie' }] };
const MOVIE = { id: 550, title: 'Fight Club' };

describe('renderPage', () => {
  let fetch: jest.Mock;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    clearApiCache();
    // The server's api reads the global fetch (configured with the runtime config, as on the server).
    fetch = fakeMovieService({ '/3/trending/all/day': TRENDING, '/3/movie/550': MOVIE });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.mocked(loadRemote).mockReset();
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it("renders Home in the shell from the remote's server container, with the answer it was made from", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Welcome home</h1> });
    const page = await renderPage('http://reelist.test/', CONFIG);
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'mf_discover', entry: 'http://discover.test/releases/1.2.0/server/remoteEntry.js' },
      ]),
      expect.anything(),
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_discover/HomePage');
    expect(page?.html).toContain('aria-label="Main"');
    expect(page?.html).toContain('<h1>Welcome home</h1>');
    expect(page?.html).not.toContain('Loading...');
    const [answer] = page?.answers ?? [];
    expect(answer?.[0]).toMatch(/^\/trending\/all\/day\?/);
    expect(answer?.[1]).toEqual(TRENDING);
    expect(answer?.[2]).toBeGreaterThan(0);
  });

  it("renders a title's page from mf_detail, handing over its own answers only, not another page's", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>A title</h1> });
    await renderPage('http://reelist.test/', CONFIG);
    const page = await renderPage('http://reelist.test/movie/550', CONFIG);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_detail/DetailPage');
    expect(page?.html).toContain('<h1>A title</h1>');
    expect(page?.answers.map(([key, value]) => [key.replace(/\?.*/, ''), value])).toEqual([['/movie/550', MOVIE]]);
  });

  it('renders nothing for a title the service does not have: the server answers its not-found page', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>A title</h1> });
    fakeMovieService({ '/3/movie/404': { status: 404, body: {} } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await renderPage('http://reelist.test/movie/404', CONFIG)).toBeUndefined();
  });

  it("warmUp loads every page the server renders, from each remote's server container, and asks the service nothing", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await warmUp({ ...CONFIG, remotes: { ...CONFIG.remotes, mf_discover: 'http://discover.test/remoteEntry.js' } });
    expect(
      jest
        .mocked(loadRemote)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['mf_detail/DetailPage', 'mf_discover/HomePage', 'mf_discover/SearchPage']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders nothing for a route it does not render on the server, and asks no one', async () => {
    expect(await renderPage('http://reelist.test/watchlist', CONFIG)).toBeUndefined();
    expect(await renderPage('http://reelist.test/no-such-page', CONFIG)).toBeUndefined();
    expect(await renderPage('http://reelist.test/person/7', CONFIG)).toBeUndefined();
    expect(await renderPage('http://reelist.test/movie/abc', CONFIG)).toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects when the remote, the first service call or the page fails', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('remote down'));
    await expect(renderPage('http://reelist.test/', CONFIG)).rejects.toThrow(/mf_discover\/HomePage/);

    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Welcome home</h1> });
    fakeMovieService({ '/3/trending/all/day': { status: 500, body: {} } });
    await expect(renderPage('http://reelist.test/', CONFIG)).rejects.toBeDefined();

    fakeMovieService({ '/3/trending/all/day': TRENDING });
    const Broken = () => {
      throw new Error('page broke');
    };
    jest.mocked(loadRemote).mockResolvedValue({ default: Broken });
    // A release promoted since: its page is loaded anew (a loaded page is kept by entry).
    const promoted = { ...CONFIG, remotes: { mf_discover: 'http://discover.test/releases/1.3.0/remoteEntry.js' } };
    await expect(renderPage('http://reelist.test/', promoted)).rejects.toThrow('page broke');
  });
});
