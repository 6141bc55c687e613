import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

// Home's carousel scroll buttons move a row by exactly 320px (the product's step), while the user's own scrolling
// (a swipe, the wheel) still snaps to a card edge.
const STEP = 320;
/** The row's computed scroll-snap-type while it snaps: `x proximity`, whose default keyword is left out. */
const SNAPPING = 'x';
const main = (page: Page) => page.getByRole('main');

async function openHome(page: Page) {
  await page.goto('/');
  const row = main(page).getByRole('region', { name: 'Trending Today' });
  const track = row.getByRole('list');
  await expect(track.getByRole('listitem').nth(10)).toBeAttached();
  await expect(track).not.toHaveAttribute('aria-busy');
  await track.scrollIntoViewIfNeeded();
  return { row, track };
}

const scrollLeft = (track: Locator) => track.evaluate((el) => el.scrollLeft);

/** The row's scrollLeft once it has stopped moving: the same value on three polls in a row. */
async function settled(track: Locator) {
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        seen.push(await scrollLeft(track));
        const last = seen.slice(-3);
        return last.length === 3 && last.every((x) => x === last[0]);
      },
      { intervals: [100] },
    )
    .toBe(true);
  return seen.at(-1)!;
}

/**
 * Clicks (or taps) a scroll button with the row at rest at `from`, and returns where the row comes to rest. It first
 * waits for the row to have moved a whole step, so a pause in the smooth scroll is not taken for its end.
 */
async function step(row: Locator, track: Locator, name: 'Scroll right' | 'Scroll left', from: number, tap = false) {
  const button = row.getByRole('button', { name });
  await (tap ? button.tap() : button.click());
  await expect.poll(async () => Math.abs((await scrollLeft(track)) - from)).toBeGreaterThanOrEqual(STEP);
  return settled(track);
}

/** The scrollLeft values at which a card's start edge meets the row's start edge (its snap positions). */
const snapPositions = (track: Locator) =>
  track.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    const max = el.scrollWidth - el.clientWidth;
    return [...el.querySelectorAll('[role="listitem"] > *')].map((card) =>
      Math.min(max, Math.round(card.getBoundingClientRect().left - left + el.scrollLeft)),
    );
  });

async function touchContext(browser: Browser) {
  return browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });
}

test.describe('carousel scroll buttons', () => {
  // Each step waits for a smooth scroll to come to rest, which takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('move the row by exactly 320px each way (desktop)', async ({ page }) => {
    const { row, track } = await openHome(page);
    const start = await settled(track);
    const once = await step(row, track, 'Scroll right', start);
    expect(once - start).toBe(STEP);
    const twice = await step(row, track, 'Scroll right', once);
    expect(twice - once).toBe(STEP);
    expect((await step(row, track, 'Scroll left', twice)) - twice).toBe(-STEP);
  });

  test('move it by exactly 320px without animation when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { row, track } = await openHome(page);
    const start = await settled(track);
    const once = await step(row, track, 'Scroll right', start);
    expect(once - start).toBe(STEP);
    expect((await step(row, track, 'Scroll left', once)) - once).toBe(-STEP);
  });

  test('after a step, a wheel scroll still comes to rest on a card', async ({ page }) => {
    const { row, track } = await openHome(page);
    await expect(track).toHaveCSS('scroll-snap-type', SNAPPING);
    const start = await settled(track);
    const stepped = await step(row, track, 'Scroll right', start);
    expect(stepped - start).toBe(STEP);
    expect(await snapPositions(track)).not.toContain(stepped);
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(150, 0);
    await expect.poll(() => scrollLeft(track)).not.toBe(stepped);
    expect(await snapPositions(track)).toContain(await settled(track));
  });

  test('on a touch screen, the row snaps, a tap on an arrow moves it 320px and a swipe ends on a card', async ({
    browser,
  }) => {
    const context = await touchContext(browser);
    const page = await context.newPage();
    try {
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const { row, track } = await openHome(page);
      await expect(track).toHaveCSS('scroll-snap-type', SNAPPING);

      const start = await settled(track);
      const stepped = await step(row, track, 'Scroll right', start, true);
      expect(stepped - start).toBe(STEP);

      // A swipe of 150px to the left, as the finger moves.
      const box = (await track.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let moved = 15; moved <= 150; moved += 15)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - moved, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => scrollLeft(track)).not.toBe(stepped);
      expect(await snapPositions(track)).toContain(await settled(track));
      await expect(track).toHaveCSS('scroll-snap-type', SNAPPING);
    } finally {
      await context.close();
    }
  });
});
