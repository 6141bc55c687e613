// Interaction timings on the production build: 10,000-item watchlist, 20,000-row CSV import (about the most a
// browser keeps) and a 200,000-row file's refusal, 1,000-item PDF
// export, search as you type. Each figure is measured from the outside (action -> DOM settled, in-page clock),
// so it exists whatever marks a screen sets; the app's own performance measures are recorded beside it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appMeasures, attempt, headingVisible, newSeededContext, timeUntilSettled } from './browser.js';
import { makeCsv, makeWatchlist } from './seed.js';

const WATCHLIST_KEY = 'reelist_watchlist';
const TIMEOUT = 20_000;

export async function measureWatchlist(browser, baseUrl) {
  const context = await newSeededContext(browser, { [WATCHLIST_KEY]: makeWatchlist(10_000) });
  const page = await context.newPage();
  const out = {};
  try {
    await page.goto(`${baseUrl}/`);
    await headingVisible(page);
    await page.waitForLoadState('networkidle');
    out.ready = await attempt('watchlist ready', () =>
      page.evaluate(
        (timeout) =>
          new Promise((resolve, reject) => {
            const link = document.querySelector('a[href="/watchlist"]');
            if (!link) return reject(new Error('no link to /watchlist'));
            const t0 = performance.now();
            link.click();
            const check = () => {
              const h1 = document.querySelector('h1');
              const main = document.querySelector('main');
              if (h1?.textContent?.includes('My Watchlist') && /Bench Title/.test(main?.textContent ?? '')) {
                resolve(performance.now() - t0);
              } else if (performance.now() - t0 > timeout) reject(new Error('watchlist items never showed'));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        TIMEOUT,
      ),
    );
    const tiles = page.getByRole('group', { name: 'Filter by status' });
    out.filter = await attempt('watchlist filter', () =>
      timeUntilSettled(tiles.getByRole('button', { name: /^Watching/ }), 'click'),
    );
    await attempt('back to all', () => tiles.getByRole('button', { name: /^All/ }).click());
    out.sort = await attempt('watchlist sort', () =>
      timeUntilSettled(page.getByLabel('Sort watchlist'), 'select:title'),
    );
    await attempt('list view', () => page.getByRole('button', { name: 'List view' }).click());
    out.status = await attempt('watchlist status', async () => {
      const select = page.getByLabel(/^Status of /).first();
      const current = await select.inputValue();
      return timeUntilSettled(select, `select:${current === 'watched' ? 'watching' : 'watched'}`);
    });
    out.domNodes = await page.evaluate(() => document.querySelectorAll('main *').length);
    out.measures = await appMeasures(page);
  } finally {
    await context.close();
  }
  return out;
}

/** Opens the watchlist's export/share panel. */
const openPanel = (page) => page.getByRole('button', { name: 'Export / Share' }).click();

/** The largest CSV import the bench keeps (about what a browser's 5 Mi characters hold), and one it refuses. */
const CSV_KEPT_ROWS = 20_000;
const CSV_REFUSED_ROWS = 200_000;

export async function measureImportExport(browser, baseUrl) {
  const context = await newSeededContext(browser, { [WATCHLIST_KEY]: makeWatchlist(1_000) }, { acceptDownloads: true });
  const page = await context.newPage();
  const out = {};
  const csvDir = mkdtempSync(join(tmpdir(), 'reelist-bench-'));
  page.on('dialog', (dialog) => void dialog.accept());
  try {
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByRole('heading', { level: 1, name: 'My Watchlist' }).waitFor({ timeout: TIMEOUT });
    await attempt('open panel', () => openPanel(page));
    out.pdf = await attempt('pdf export', async () => {
      await page.getByLabel('Export format').selectOption('pdf');
      const started = Date.now();
      const download = page.waitForEvent('download', { timeout: TIMEOUT });
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await download;
      return Date.now() - started;
    });
    await page.evaluate(() => {
      window.__benchLongest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__benchLongest = Math.max(window.__benchLongest, e.duration);
      }).observe({ type: 'longtask' });
    });
    // Import is two steps (file -> preview -> confirm): the figure is parse time + commit time, without the
    // automation's own click in between.
    out.csv = await attempt('csv import', async () => {
      const input = page.getByLabel('Import watchlist file');
      // A file on disk, as a user's file picker gives it: from a buffer, Playwright decodes the bytes inside the
      // page (a 300 ms task of its own that the longest-task figure would blame on the app). The browser reads
      // the file lazily, so it stays until the run ends.
      const file = join(csvDir, 'bench-20k.csv');
      writeFileSync(file, makeCsv(CSV_KEPT_ROWS));
      let started = Date.now();
      await input.setInputFiles(file);
      const confirm = page.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: /^Import \d/ });
      const refused = page.getByRole('region', { name: /import/i }).getByRole('alert').first();
      await confirm.or(refused).first().waitFor({ timeout: 60_000 });
      if (await refused.isVisible()) throw new Error(`import refused: ${await refused.innerText()}`);
      const parse = Date.now() - started;
      const done = Promise.race([
        page.waitForEvent('dialog', { predicate: (d) => /Successfully imported/.test(d.message()), timeout: 60_000 }),
        page.getByText(/Successfully imported/).first().waitFor({ timeout: 60_000 }),
      ]);
      started = Date.now();
      await confirm.click();
      await done;
      return parse + (Date.now() - started);
    });
    out.longestTask = out.csv.value === null ? { value: null, note: 'no import' } : { value: await page.evaluate(() => window.__benchLongest) };
    // A file too large to keep is refused before anything is stored, with the limit in items.
    out.csvRefused = await attempt('csv refusal', async () => {
      const file = join(csvDir, 'bench-200k.csv');
      writeFileSync(file, makeCsv(CSV_REFUSED_ROWS));
      // The panel may still be open from the import above; open it only when the file input is not there.
      if ((await page.getByLabel('Import watchlist file').count()) === 0) await openPanel(page);
      const started = Date.now();
      await page.getByLabel('Import watchlist file').setInputFiles(file);
      const refused = page.getByRole('alert').filter({ hasText: /Nothing was imported: this browser can keep about/ });
      await refused.waitFor({ timeout: 60_000 });
      return Date.now() - started;
    });
    out.measures = await appMeasures(page);
  } finally {
    await context.close();
    rmSync(csvDir, { recursive: true, force: true });
  }
  return out;
}

/** From the last keystroke in the search page's own input to the first result that matches the text. */
export async function measureSearchTyping(browser, baseUrl) {
  const context = await newSeededContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/search`);
    await headingVisible(page);
    return await attempt('search typing', async () => {
      const main = page.locator('main');
      const input = main.getByRole('searchbox').or(main.getByRole('textbox')).first();
      await input.click();
      await page.evaluate(() => {
        document.addEventListener('input', () => (window.__benchLastInput = performance.now()), true);
      });
      await input.pressSequentially('star', { delay: 60 });
      const handle = await page.waitForFunction(
        () => {
          const links = document.querySelectorAll('main a[href^="/movie/"], main a[href^="/tv/"]');
          const hit = [...links].some((a) => /star/i.test(a.textContent ?? ''));
          return hit ? performance.now() - window.__benchLastInput : false;
        },
        null,
        { polling: 'raf', timeout: TIMEOUT },
      );
      return handle.jsonValue();
    });
  } finally {
    await context.close();
  }
}
