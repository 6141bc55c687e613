import { expect, test } from '@playwright/test';
import { withoutServerRender } from '@reelist/testing/e2e';

// The page's HTML paints the header's bar before any script runs (first screen), and the app's header replaces it in
// place: same height, the brand where the real header has it, no layout shift.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`the first paint needs no script, and the header takes its place (${viewport.width} px)`, async ({
    browser,
  }) => {
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const before = await still.newPage();
    await before.goto('/watchlist');
    const frame = before.locator('.first-paint');
    await expect(frame.getByText('Reelist')).toBeVisible();
    const painted = await frame.boundingBox();
    const logoBefore = await frame.locator('img').boundingBox();
    const paintedLogo = await frame.locator('img').getAttribute('src');
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    await expect(page.locator('.first-paint')).toHaveCount(0);
    const header = await page.getByRole('banner').boundingBox();
    const logoImage = page.getByRole('banner').getByRole('link', { name: 'Reelist' }).locator('img');
    const logo = await logoImage.boundingBox();
    // The logo is drawn with the page, not fetched beside the scripts (a request that slowed the first screen on a
    // phone), and the header draws the very image the first paint did.
    expect(paintedLogo).toMatch(/^data:image\/svg\+xml,/);
    expect(await logoImage.getAttribute('src')).toBe(paintedLogo);
    expect(await logoImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(header?.height).toBeCloseTo(painted?.height ?? 0, 0);
    expect(logo?.x).toBeCloseTo(logoBefore?.x ?? -100, 0);
    // Within the bar (without scripts the <noscript> line sits above it).
    expect((logo?.y ?? 0) - (header?.y ?? 0)).toBeCloseTo((logoBefore?.y ?? 0) - (painted?.y ?? 0), 0);
    await live.close();
  });
}

// The shell waits for the first route's page before it renders, so the page comes with the header: no "Loading..."
// in between, after which React would hold the page back up to 300 ms (its throttle for revealing Suspense content).
for (const path of ['/', '/watchlist']) {
  test(`the first page shows with the shell, with no loading state between (${path})`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { remoteFallbacks: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-remote] > [role="status"]')) seen.push('Loading...');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator('[data-remote] > *').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { remoteFallbacks: string[] }).remoteFallbacks)).toEqual([]);
  });
}

// The HTML names the first page's files (Link: rel=preload), so the browser fetches them with the shell's own instead
// of after the shell's federation runtime has run; the runtime then uses those very responses (one request each).
test("the first page's files are named with the HTML and fetched once", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/movie/550');
  const link = (await response?.headerValue('link')) ?? '';
  const named = [...link.matchAll(/<([^>]+)>/g)].map(([, url]) => url ?? '');
  expect(named[0]).toMatch(/\/remoteEntry\.js$/);
  expect(named.some((url) => /__federation_expose_DetailPage\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const url of named) expect(requests.filter((r) => r === url)).toHaveLength(1);
});

// The shell's services that need no React start without it (src/services), so Home's first service call leaves while
// React is still on its way: here React's chunk is held until that call has gone out (it would never go out if the
// call waited for React). The HTML is the plain shell, as the server sends it when its own render of Home failed (a
// page it rendered brings that call's answer with it).
test("Home's first service call does not wait for React", async ({ page }) => {
  await withoutServerRender(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/framework\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const trending = page.waitForRequest(/\/3\/trending\/all\/day\?/);
  await page.goto('/', { waitUntil: 'commit' });
  await trending;
  release();
  await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
});
