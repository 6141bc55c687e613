import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CATALOG, addFault, resetFaults } from '@reelist/testing/e2e';

// The server never waits long for the movie service: slow or unreachable, a public page goes out as the plain
// shell (no page head, status 200) and the app renders in the browser as it always did.

test.afterEach(async ({ request }) => resetFaults(request));

/**
 * A movie no other test opens by its address: the server keeps a page's details for a while, and a kept answer
 * would not ask the faulty service at all.
 */
async function unopenedMovie(request: APIRequestContext, index: number): Promise<number> {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e&page=3`);
  const id = ((await res.json()) as { results: Array<{ id: number }> }).results[index]?.id;
  if (id === undefined) throw new Error('no third page of popular movies');
  return id;
}

for (const [index, [name, fault]] of (
  [
    ['slow (3 s)', { delayMs: 3_000 }],
    ['dropping connections', { drop: true }],
    ['failing (500)', { status: 500 }],
  ] as const
).entries()) {
  test(`the movie service ${name}: the plain shell, at once`, async ({ request }) => {
    const id = await unopenedMovie(request, index);
    await addFault(request, { pattern: `/3/movie/${id}`, ...fault });
    const started = Date.now();
    const res = await request.get(`/movie/${id}`);
    const elapsed = Date.now() - started;
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Reelist</title>');
    expect(html).not.toContain('og:title');
    // The server gives up after 300 ms; the rest is this machine's own time, far below the 3 s the service takes.
    expect(elapsed).toBeLessThan(1_500);
  });
}

test('the catalogue failing: the server sends the plain shell and the page shows its own error, as before', async ({
  page,
  request,
}) => {
  const id = await unopenedMovie(request, 3);
  await addFault(request, { pattern: `/3/movie/${id}`, status: 500 });
  await page.goto(`/movie/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeVisible();
  await resetFaults(request);
  await page.getByRole('button', { name: 'Try Again' }).click();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('Failed to Load Details');
  await expect(page).toHaveTitle(`${await title.textContent()} · Reelist`);
});
