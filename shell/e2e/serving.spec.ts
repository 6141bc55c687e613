import { expect, test } from '@playwright/test';
import { CATALOG, KNOWN_HOSTILE_PATHS, PORTS, sendRaw } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

const SINGLETONS = [
  'react',
  'react-dom',
  '@reelist/event-bus',
  '@reelist/storage',
  '@reelist/state',
  '@reelist/api/core',
];

test.describe('serving', () => {
  test('the shell sends a CSP without inline scripts and revalidates html and config', async ({ request }) => {
    // A deep link to a title, one to a title that does not exist (404, the same app), and a page of the visitor's.
    const movie = await firstPopular(request, 'movie');
    for (const [path, status] of [
      [`/movie/${movie.id}`, 200],
      ['/movie/999999999', 404],
      ['/watchlist', 200],
    ] as const) {
      const html = await request.get(path);
      expect(html.status(), path).toBe(status);
      const csp = html.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(html.headers()['cache-control'], path).toBe('no-cache');
    }
    const config = await request.get('/config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');
    const body = await config.json();
    expect(Object.keys(body.remotes).sort()).toEqual(['mf_detail', 'mf_discover', 'mf_insights', 'mf_watchlist']);
    expect(body.tmdb.baseUrl).toBe(`http://localhost:${PORTS.catalog}/3`);
  });

  test('hashed assets are immutable and compressed', async ({ request }) => {
    // Not Home: its server-rendered page names the entry for a script that starts it after load.
    const html = await (await request.get('/watchlist')).text();
    const script = /src="?(\/main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await request.get(script as string, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['content-encoding']).toBe('gzip');
  });

  for (const name of ['mf_discover', 'mf_detail', 'mf_watchlist', 'mf_insights'] as const) {
    test(`${name} manifest lists every shared singleton once, and is served cross-origin`, async ({ request }) => {
      const res = await request.get(`http://localhost:${PORTS[name]}/mf-manifest.json`);
      expect(res.headers()['access-control-allow-origin']).toBe('*');
      expect(res.headers()['cache-control']).toBe('no-cache');
      const manifest = await res.json();
      const names: string[] = manifest.shared.map((s: { name: string }) => s.name);
      // Every remote renders React pages through the shared state layer: those must come from the shell.
      for (const pkg of ['react', '@reelist/state']) expect(names).toContain(pkg);
      for (const pkg of SINGLETONS) expect(names.filter((n) => n === pkg).length).toBeLessThanOrEqual(1);
      expect(names.some((n) => n.startsWith('react-router') || n === 'rxjs')).toBe(false);
    });
  }

  test('no site may frame the app: the shell, every remote and the catalogue say so', async ({ request }) => {
    const html = await request.get('/');
    const csp = html.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html.headers()['x-frame-options']).toBe('DENY');
    // Each origin once: the catalogue answers both services from one origin.
    const connect = (/connect-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');
    expect(connect).toContain(CATALOG);
    expect(new Set(connect).size).toBe(connect.length);
    for (const name of ['mf_discover', 'mf_detail', 'mf_watchlist', 'mf_insights'] as const) {
      const entry = await request.get(`http://localhost:${PORTS[name]}/remoteEntry.js`);
      expect(entry.headers()['x-frame-options']).toBe('DENY');
    }
    const catalogue = await request.get(`${CATALOG}/3/movie/popular?api_key=reelist-embedded`);
    expect(catalogue.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a page that frames the app shows nothing of it', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
    });
    await page.setContent(`<iframe title="framed" src="http://localhost:${PORTS.shell}/watchlist"></iframe>`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    // The frame never gets the app: no header, no Clear All to trick a click on.
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.locator('header, button').count()).toBe(0);
  });

  test("no request takes a server down: the probe's requests get a status on every port, and the app still loads", async ({
    page,
  }) => {
    const ports = [
      PORTS.shell,
      PORTS.mf_discover,
      PORTS.mf_detail,
      PORTS.mf_watchlist,
      PORTS.mf_insights,
      PORTS.catalog,
    ];
    for (const port of ports) {
      // The probe's request: it reached decodeURIComponent outside any handler and every port went dark.
      const probe = await sendRaw(port, { method: 'GET', path: '/%E0%A4%A', headers: [], ending: 'whole', cutAt: 0 });
      expect(probe.status).toBeGreaterThanOrEqual(400);
      expect(probe.status).toBeLessThan(500);
      const traversal = ['/../../package.json', '/%2e%2e/%2e%2e/package.json', '/..%2f..%2fpackage.json'];
      for (const path of [...KNOWN_HOSTILE_PATHS, ...traversal, '/releases/..%2f..%2f..%2fpackage.json']) {
        const answer = await sendRaw(port, { method: 'GET', path, headers: [], ending: 'whole', cutAt: 0 });
        expect(answer.status === null || answer.status < 500, `${port} ${path.slice(0, 80)}`).toBe(true);
        // Nothing above the served folders: the repository's package.json is two levels up from each dist/.
        expect(answer.body).not.toContain('"workspaces"');
      }
      await sendRaw(port, { method: 'GET', path: '/', headers: [], ending: 'hang-up', cutAt: 0 });
    }
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Trending Today' })).toBeVisible();
  });
});
