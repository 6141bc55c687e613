import { expect, test } from '@playwright/test';
import { PORTS } from '@reelist/testing/e2e';

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
    const html = await request.get('/movie/12');
    expect(html.status()).toBe(200);
    const csp = html.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const config = await request.get('/config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');
    const body = await config.json();
    expect(Object.keys(body.remotes).sort()).toEqual(['mf_detail', 'mf_discover', 'mf_insights', 'mf_watchlist']);
    expect(body.tmdb.baseUrl).toBe(`http://localhost:${PORTS.catalog}/3`);
  });

  test('hashed assets are immutable and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
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
});
