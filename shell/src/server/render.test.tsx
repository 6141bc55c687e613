/**
 * @jest-environment node
 */
// The shell's render of a page on the server (what @reelist/serve runs): the route's page from its remote's server
// container, Home's first service answer with it, nothing for routes not rendered there, and a failure rejects.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearApiCache } from '@reelist/api';
import { TEST_CONFIG, fakeMovieService } from '@reelist/testing';
import { renderPage } from './render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const CONFIG = {
  ...TEST_CONFIG,
  remotes: { mf_discover: 'http://discover.test/releases/1.2.0/remoteEntry.js' },
};
const TRENDING = { page: 1, results: [{ id: 1, title: 'Trend Movie', media_type: 'movie' }] };

describe('renderPage', () => {
  let fetch: jest.Mock;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    clearApiCache();
    // The server's api reads the global fetch (configured with the runtime config, as on the server).
    fetch = fakeMovieService({ '/3/trending/all/day': TRENDING });
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
      [{ name: 'mf_discover', entry: 'http://discover.test/releases/1.2.0/server/remoteEntry.js' }],
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

  it('renders nothing for a route it does not render on the server, and asks no one', async () => {
    expect(await renderPage('http://reelist.test/watchlist', CONFIG)).toBeUndefined();
    expect(await renderPage('http://reelist.test/no-such-page', CONFIG)).toBeUndefined();
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
