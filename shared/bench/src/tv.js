// TV progress on the catalogue's long-running show "The Long Run" (fixed id 900301: 20 seasons of 25 episodes,
// 488 aired), with a 20,000-entry watch log in storage: how soon the Seasons section answers after an in-app
// navigation to the show, opening its last season, ticking an episode, and marking every aired episode.
import { attempt, headingVisible, newSeededContext, timeUntilSettled } from './browser.js';

const LONG_RUN_ID = 900_301;
const TIMEOUT = 20_000;

/** A watch log of `count` film viewings in the store's compact form (`{"v":1,"e":[[...]]}`). */
export function makeWatchLog(count) {
  const day = Date.parse('2020-01-01T20:00:00.000Z');
  const entries = Array.from({ length: count }, (_, i) => [
    550 + (i % 3_000),
    'm',
    new Date(day + i * 3_600_000).toISOString(),
    0,
    i >= 3_000 ? 1 : 0,
    'letterboxd',
    `bench-${i}`,
  ]);
  return JSON.stringify({ v: 1, e: entries });
}

/** `tvId`: another show, opened first so the Detail remote and the Seasons code are loaded (as after any show). */
export async function measureTvProgress(browser, baseUrl, tvId) {
  const context = await newSeededContext(browser, { reelist_watch_log: makeWatchLog(Number(process.env.BENCH_TV_LOG ?? 20_000)) });
  const page = await context.newPage();
  const out = {};
  try {
    await page.goto(`${baseUrl}/tv/${tvId}`);
    await headingVisible(page);
    await page.getByRole('region', { name: 'Seasons' }).waitFor();
    await page.waitForLoadState('networkidle');
    out.seasonsReady = await attempt('seasons ready', () =>
      page.evaluate(
        ({ id, timeout }) =>
          new Promise((resolve, reject) => {
            const t0 = performance.now();
            let titled;
            history.pushState({}, '', `/tv/${id}`);
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
            const check = () => {
              const button = [...document.querySelectorAll('button')].find(
                (b) => b.textContent === 'Mark all aired as watched',
              );
              if ((document.querySelector('h1')?.textContent ?? '').includes('The Long Run')) titled ??= performance.now() - t0;
              if (button && !button.disabled && titled !== undefined) resolve({ ready: performance.now() - t0, titled });
              else if (performance.now() - t0 > timeout) reject(new Error('the Seasons section never answered'));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        { id: LONG_RUN_ID, timeout: TIMEOUT },
      ),
    );
    const seasons = page.getByRole('region', { name: 'Seasons' });
    // The page's own part (details fetched, hero shown) apart from the section's.
    out.detailTitled = out.seasonsReady.value ? { value: out.seasonsReady.value.titled } : out.seasonsReady;
    out.seasonsReady = out.seasonsReady.value ? { value: out.seasonsReady.value.ready } : out.seasonsReady;
    out.seasonOpen = await attempt('season open', async () => {
      const button = seasons.getByRole('button', { name: /^Season 20 / });
      const started = await page.evaluate(() => performance.now());
      await button.click();
      await page.getByRole('checkbox', { name: /^Watched S20E25:/ }).waitFor();
      return (await page.evaluate(() => performance.now())) - started;
    });
    out.episodeToggle = await attempt('episode toggle', () =>
      timeUntilSettled(page.getByRole('checkbox', { name: /^Watched S20E1:/ }), 'click'),
    );
    const progress = await seasons.getByText(/ of 488 episodes watched$/).textContent();
    if (progress !== '1 of 488 episodes watched') throw new Error(`progress after one episode: ${progress}`);
    out.markAllAired = await attempt('mark all aired', () =>
      timeUntilSettled(seasons.getByRole('button', { name: 'Mark all aired as watched' }), 'click'),
    );
    out.watched = await seasons.getByText(/ of 488 episodes watched$/).textContent();
  } finally {
    await context.close();
  }
  return out;
}
