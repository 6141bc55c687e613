import { expect, test } from '@playwright/test';
import { CATALOG, PORTS } from '@reelist/testing/e2e';

/** Shaped like a TMDB v4 read access token (a JWT); the catalogue takes any non-empty one. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJyZWVsaXN0In0.c2lnbmF0dXJl';
const SHELL = `http://localhost:${PORTS.shell}`;

test.describe('catalogue auth like the real service', () => {
  test('a v4 bearer token works without api_key, cross-origin from the shell; no credential is 401', async ({
    request,
    page,
  }) => {
    const withToken = await request.get(`${CATALOG}/3/movie/1001`, {
      headers: { Authorization: `Bearer ${TOKEN}`, Origin: SHELL },
    });
    expect(withToken.status()).toBe(200);
    expect((await withToken.json()).id).toBe(1001);
    expect(withToken.headers()['access-control-allow-origin']).toBe('*');

    const without = await request.get(`${CATALOG}/3/movie/1001`);
    expect(without.status()).toBe(401);
    expect(await without.json()).toEqual({
      success: false,
      status_code: 7,
      status_message: 'Invalid API key: You must be granted a valid key.',
    });

    const preflight = await request.fetch(`${CATALOG}/3/movie/1001`, {
      method: 'OPTIONS',
      headers: {
        Origin: SHELL,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-methods']).toContain('GET');
    expect(
      preflight
        .headers()
        ['access-control-allow-headers']?.toLowerCase()
        .split(/\s*,\s*/),
    ).toContain('authorization');

    // The same in Chromium: a page on the shell's origin sends the header, so the browser preflights for real.
    await page.goto('/config.json');
    const seen = await page.evaluate(
      async ([url, token]) => {
        const res = await fetch(url as string, { headers: { Authorization: `Bearer ${token}` } });
        return { status: res.status, id: ((await res.json()) as { id?: number }).id };
      },
      [`${CATALOG}/3/movie/1001`, TOKEN],
    );
    expect(seen).toEqual({ status: 200, id: 1001 });
  });
});
