// Year in Review over a 20,000-entry watch log whose 1,500 titles' credits are already kept: Analytics' year link
// clicked -> the review's figures and its top people shown (budget 1 s), and "Share image" clicked -> the PNG
// saved (budget 2 s), both on the in-page clock. The watch log and the kept facts come from makeYearReviewSeed.
import { headingVisible, newSeededContext } from './browser.js';
import { makeYearReviewSeed } from './seed.js';

export const YEAR_REVIEW_ENTRIES = 20_000;
export const YEAR_REVIEW_TITLES = 1_500;
const YEAR = 2024;
const TIMEOUT = 20_000;

/** Resolves in the page with the ms from `start()` until `done()` holds (checked every frame). */
const timeUntil = (page, startSource, doneSource) =>
  page.evaluate(
    ({ startSource, doneSource, timeout }) =>
      new Promise((resolve, reject) => {
        const start = new Function(startSource);
        const done = new Function(doneSource);
        const t0 = performance.now();
        start();
        const check = () => {
          if (done()) resolve(performance.now() - t0);
          else if (performance.now() - t0 > timeout) reject(new Error(`not done within ${timeout} ms: ${doneSource}`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { startSource, doneSource, timeout: TIMEOUT },
  );

/** Never throws: a failure becomes `{ error }` with the other figures it reached. */
export async function measureYearReview(browser, baseUrl) {
  const out = {};
  const context = await newSeededContext(
    browser,
    makeYearReviewSeed({ entries: YEAR_REVIEW_ENTRIES, titles: YEAR_REVIEW_TITLES, year: YEAR }),
    { acceptDownloads: true },
  );
  const page = await context.newPage();
  const requests = [];
  page.on('request', (req) => {
    if (req.url().includes('append_to_response=credits')) requests.push(req.url());
  });
  try {
    await page.goto(`${baseUrl}/analytics`);
    await headingVisible(page);
    await page.locator(`a[href="/analytics/year/${YEAR}"]`).waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
    out.renderMs = await timeUntil(
      page,
      `document.querySelector('a[href="/analytics/year/${YEAR}"]').click();`,
      `const h1 = document.querySelector('h1');
       const directors = [...document.querySelectorAll('main section')].find((s) => s.querySelector('h2')?.textContent === 'Top directors');
       return h1?.textContent === '${YEAR} in Review' && !!directors?.querySelector('li');`,
    );
    out.creditRequests = requests.length;
    out.pngMs = await timeUntil(
      page,
      `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Share image').click();`,
      `return [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.startsWith('Image saved as'));`,
    );
  } catch (error) {
    out.error = String(error?.message ?? error).split('\n')[0].slice(0, 160);
  } finally {
    await context.close();
  }
  return out;
}
