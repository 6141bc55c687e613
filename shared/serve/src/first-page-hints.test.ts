import { MANIFEST_TTL_MS, createFirstPageHints } from './first-page-hints.mjs';

// The shell build's table (route-table.json) for two routes, and a remote's manifest as the federation plugin writes it.
const routes = [
  { pattern: '^\\/$', remote: 'mf_discover', module: 'HomePage' },
  { pattern: '^\\/movie\\/[^/]+\\/?$', remote: 'mf_detail', module: 'DetailPage' },
];
const manifest = {
  exposes: [
    {
      name: 'HomePage',
      assets: {
        js: { sync: ['372.36e59349.js', 'home.b0db2a5a.js'], async: ['lazy.11111111.js'] },
        css: { sync: ['home.c1edfc50.css'], async: [] },
      },
    },
  ],
};
const HOME = [
  '<http://r.test/remoteEntry.js>; rel=preload; as=script',
  '<http://r.test/372.36e59349.js>; rel=preload; as=script',
  '<http://r.test/home.b0db2a5a.js>; rel=preload; as=script',
  '<http://r.test/home.c1edfc50.css>; rel=preload; as=style',
].join(', ');

function setup(remotes: Record<string, string> = { mf_discover: 'http://r.test/remoteEntry.js' }) {
  let clock = 0;
  const load = jest.fn((url: string) =>
    url.startsWith('http://down.test/') ? Promise.reject(new Error('HTTP 503')) : Promise.resolve(manifest),
  );
  const hints = createFirstPageHints({ routes, remotes: () => remotes, load, now: () => clock });
  return { hints, load, tick: (ms: number) => (clock += ms) };
}

describe('first-page hints', () => {
  it("names the route's remote entry and the files its page loads before it runs, never the later ones", async () => {
    const { hints } = setup();
    await hints.warm();
    expect(hints('/')).toBe(HOME);
  });

  it('names nothing for a path no route opens, or a remote the configuration does not have', async () => {
    const { hints } = setup();
    await hints.warm();
    expect(hints('/nope')).toBeUndefined();
    expect(hints('/movie/550')).toBeUndefined();
  });

  it('answers at once before the manifest is known (the entry alone), and reads the manifest beside the entry', async () => {
    const { hints, load } = setup({ mf_discover: 'http://r.test/releases/1.2.0/remoteEntry.js' });
    expect(hints('/')).toBe('<http://r.test/releases/1.2.0/remoteEntry.js>; rel=preload; as=script');
    expect(load).toHaveBeenCalledWith('http://r.test/releases/1.2.0/mf-manifest.json');
    await hints.warm();
    expect(hints('/')).toContain('<http://r.test/releases/1.2.0/372.36e59349.js>; rel=preload; as=script');
  });

  it('reads a manifest again once it is older than the pause, keeping the known one meanwhile', async () => {
    const { hints, load, tick } = setup();
    await hints.warm();
    hints('/');
    expect(load).toHaveBeenCalledTimes(1);
    tick(MANIFEST_TTL_MS + 1);
    expect(hints('/')).toBe(HOME);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names only the entry of a remote whose manifest cannot be read, and tries again later', async () => {
    const { hints, load, tick } = setup({ mf_discover: 'http://down.test/remoteEntry.js' });
    await hints.warm();
    expect(hints('/')).toBe('<http://down.test/remoteEntry.js>; rel=preload; as=script');
    expect(load).toHaveBeenCalledTimes(1);
    tick(MANIFEST_TTL_MS + 1);
    hints('/');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
