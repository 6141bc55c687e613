import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG } from '@reelist/testing/e2e';

// Keyboard only (Tab, Shift+Tab, Enter, arrows): search, open a title, add it, go to the watchlist, change its
// status, export. Plus visible focus and prefers-reduced-motion.

/** Presses Tab until the focused element satisfies `matches` (by accessible text/label), at most `max` times. */
async function tabTo(
  page: Page,
  describe: string,
  matches: (el: { tag: string; text: string; label: string; placeholder: string }) => boolean,
  max = 80,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a) return { tag: '', text: '', label: '', placeholder: '' };
      const labelled = a.id ? document.querySelector(`label[for="${CSS.escape(a.id)}"]`)?.textContent : '';
      return {
        tag: a.tagName.toLowerCase(),
        text: (a.textContent ?? '').trim(),
        label: a.getAttribute('aria-label') ?? labelled ?? '',
        placeholder: a.getAttribute('placeholder') ?? '',
      };
    });
    if (matches(el)) return;
  }
  throw new Error(`Tab never reached ${describe}`);
}

test('keyboard-only journey: search, open, add, watchlist, status, export', async ({ page, request }) => {
  test.setTimeout(60_000);
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  const movie = ((await res.json()) as { results: Array<{ id: number; title: string }> }).results[0]!;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  await tabTo(page, 'the header search box', (el) => el.placeholder === 'Search movies and TV shows...');
  // The ring may be drawn on the element or on the field around it (:focus-within), as the header search does.
  const focus = await page.evaluate(() => {
    const a = document.activeElement as HTMLElement;
    const ringed = (el: Element) => {
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const chain = [a, a.parentElement, a.parentElement?.parentElement].filter((el): el is HTMLElement => !!el);
    return { focusVisible: a.matches(':focus-visible'), ringed: chain.some(ringed) };
  });
  expect(focus.focusVisible).toBe(true);
  expect(focus.ringed).toBe(true);

  await page.keyboard.type(movie.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await tabTo(page, `the result ${movie.title}`, (el) => el.tag === 'a' && el.text.includes(movie.title));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/movie/${movie.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();

  await tabTo(page, 'Add to Watchlist', (el) => el.tag === 'button' && /Add to Watchlist/.test(el.text + el.label));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /In Watchlist/ })).toBeVisible();

  await tabTo(page, 'the Watchlist link', (el) => el.tag === 'a' && /^Watchlist/.test(el.text + el.label));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();

  await tabTo(page, 'List view', (el) => el.label === 'List view');
  await page.keyboard.press('Enter');
  await tabTo(page, 'the status select', (el) => el.tag === 'select' && el.label === `Status of ${movie.title}`);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel(`Status of ${movie.title}`)).toHaveValue('watching');

  await tabTo(page, 'Export / Share', (el) => el.tag === 'button' && el.text.includes('Export / Share'));
  await page.keyboard.press('Enter');
  await tabTo(page, 'Export', (el) => el.tag === 'button' && el.text === 'Export');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^reelist-watchlist-/);
});

test('prefers-reduced-motion: skeletons and carousels do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Hold the lists so the skeletons stay on screen while they are measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${CATALOG}/3/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  const longest = await page.evaluate(() => {
    const seconds = (v: string) =>
      Math.max(...v.split(',').map((p) => (p.trim().endsWith('ms') ? parseFloat(p) / 1000 : parseFloat(p) || 0)));
    let max = 0;
    let animated = 0;
    for (const el of document.querySelectorAll('body *')) {
      const s = getComputedStyle(el);
      if (s.animationName !== 'none') animated++;
      max = Math.max(max, s.animationName === 'none' ? 0 : seconds(s.animationDuration), seconds(s.transitionDuration));
    }
    return { max, animated };
  });
  release();
  expect(longest.max).toBeLessThanOrEqual(0.01);
});
