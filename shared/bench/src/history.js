// History import on the production build: a Letterboxd ZIP (5,000 diary rows over 1,500 catalogue films) chosen on
// the Watchlist of a fresh profile, read in the import worker, matched to the catalogue, previewed, committed, then
// chosen again. Times are taken in the page (performance.now), with long tasks and the progress bar sampled there.
import { newSeededContext, recordLongTasks } from './browser.js';
import { longestUnchanged } from './stats.js';

const WATCH_LOG_KEY = 'reelist_watch_log';
const RATINGS_KEY = 'reelist_ratings';
const SAMPLE_MS = 250;
/** Generous: a slow import must become a measured (failing) figure, not a timeout. */
const IMPORT_TIMEOUT = 180_000;

/** Installed before any app script, after recordLongTasks: the moment the file input reports a chosen file. */
function installRecorder() {
  const rec = Object.assign(window.__benchHistory, { samples: [], chosenAt: null, timer: 0 });
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.type === 'file') rec.chosenAt = performance.now();
    },
    true,
  );
}

/** Every SAMPLE_MS: the import progress bar's value and the text beside it (reading, or matching done of total). */
const startSampling = (page) =>
  page.evaluate((every) => {
    const rec = window.__benchHistory;
    rec.samples = [];
    rec.timer = setInterval(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
      const text = bar?.parentElement?.textContent ?? '';
      const match = /Matching .+ titles to the catalogue: (\d+) of (\d+)/.exec(text);
      const phase = match ? 'matching' : /Reading /.test(text) ? 'reading' : bar ? 'other' : null;
      const now = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      rec.samples.push({ t: performance.now(), phase, now, done: match ? Number(match[1]) : null, total: match ? Number(match[2]) : null });
    }, every);
  }, SAMPLE_MS);

/** The import preview's button (its text and whether it is enabled), or the import's error; at the frame it shows. */
const previewShown = (page) =>
  page
    .waitForFunction(
      () => {
        const region = document.querySelector('[role="region"][aria-label="Import preview"]');
        const button = region
          ? [...region.querySelectorAll('button')].find((b) => /^(Import \d|Nothing new to import)/.test(b.textContent.trim()))
          : undefined;
        if (button) {
          const summary = region.querySelector('[aria-label="Import summary"]');
          const items = summary ? [...summary.querySelectorAll('li')].map((li) => li.textContent.trim()) : [];
          return { t: performance.now(), text: button.textContent.trim(), disabled: button.disabled, summary: items };
        }
        const alert = document.querySelector('main [role="alert"]');
        return alert?.textContent ? { t: performance.now(), error: alert.textContent.trim() } : false;
      },
      null,
      { polling: 'raf', timeout: IMPORT_TIMEOUT },
    )
    .then((handle) => handle.jsonValue());

/** Clicks "Import N items" in the page and resolves { clickedAt, doneAt } at the frame "Successfully imported" shows. */
const commit = (page) =>
  page.evaluate(
    (timeout) =>
      new Promise((resolve, reject) => {
        const region = document.querySelector('[role="region"][aria-label="Import preview"]');
        const button = [...(region?.querySelectorAll('button') ?? [])].find((b) => /^Import \d/.test(b.textContent.trim()));
        if (!button) return reject(new Error('no "Import N items" button'));
        const clickedAt = performance.now();
        button.click();
        const check = () => {
          const banner = [...document.querySelectorAll('[role="status"]')].find((el) =>
            /Successfully imported/.test(el.textContent ?? ''),
          );
          const alert = document.querySelector('main [role="alert"]');
          if (banner) resolve({ clickedAt, doneAt: performance.now(), message: banner.firstElementChild?.textContent ?? '' });
          else if (alert?.textContent) reject(new Error(`import failed: ${alert.textContent.trim()}`));
          else if (performance.now() - clickedAt > timeout) reject(new Error('"Successfully imported" never showed'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    IMPORT_TIMEOUT,
  );

/** The stored watch log ({v:1,e:[...]}): its entry count and its size in characters, once two reads 200 ms apart agree. */
async function storedWatchLog(page) {
  const read = () =>
    page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      if (raw === null) return { entries: 0, chars: 0 };
      const parsed = JSON.parse(raw);
      return { entries: Array.isArray(parsed?.e) ? parsed.e.length : null, chars: raw.length };
    }, WATCH_LOG_KEY);
  let last = await read();
  for (let i = 0; i < 25; i++) {
    await page.waitForTimeout(200);
    const now = await read();
    if (now.entries === last.entries && now.chars === last.chars) return now;
    last = now;
  }
  return last;
}

/** A stored JSON object (the ratings: identity -> ratings), {} when absent or not an object. */
const storedObject = (page, key) =>
  page.evaluate((k) => {
    try {
      const value = JSON.parse(localStorage.getItem(k) ?? '{}');
      return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    } catch {
      return {};
    }
  }, key);

/** Keys whose value differs between two objects, with both values. */
const changedKeys = (before, after) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: before[key] ?? null, after: after[key] ?? null }));

/** The phase a moment of the first import falls in, from the in-page marks. */
export function phaseAt(t, marks) {
  if (marks.matchingAt !== null && t < marks.matchingAt) return 'reading';
  if (t < marks.previewAt) return marks.matchingAt === null ? 'reading or matching' : 'matching';
  if (t < marks.clickedAt) return 'preview shown';
  return 'commit';
}

/** Chooses the fixture on the Watchlist of a fresh profile; see the file comment. Failures reject (caught by the runner). */
export async function measureHistoryImport(browser, baseUrl, fixture) {
  const context = await newSeededContext(browser);
  await context.addInitScript(recordLongTasks, '__benchHistory');
  await context.addInitScript(installRecorder);
  const page = await context.newPage();
  const out = { fixture: { ...fixture.expected, ...fixture.info } };
  try {
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByText('Your watchlist is empty').waitFor({ timeout: 30_000 });
    const input = page.getByLabel('Import watchlist file');
    await input.waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    await startSampling(page);
    await input.setInputFiles(fixture.file);
    const preview = await previewShown(page);
    if (preview.error) throw new Error(`import refused: ${preview.error}`);
    out.preview = preview;
    if (!/^Import \d/.test(preview.text)) throw new Error(`preview offers "${preview.text}"`);
    const done = await commit(page);
    const rec = await page.evaluate(() => {
      const r = window.__benchHistory;
      clearInterval(r.timer);
      return { chosenAt: r.chosenAt, samples: r.samples, longTasks: r.longTasks };
    });
    if (rec.chosenAt === null) throw new Error('the file input never reported the chosen file');
    const matching = rec.samples.filter((s) => s.phase === 'matching');
    const marks = {
      chosenAt: rec.chosenAt,
      matchingAt: matching[0]?.t ?? null,
      previewAt: preview.t,
      clickedAt: done.clickedAt,
      doneAt: done.doneAt,
    };
    out.marks = marks;
    out.successMessage = done.message;
    out.previewMs = preview.t - rec.chosenAt;
    out.commitMs = done.doneAt - done.clickedAt;
    out.totalMs = out.previewMs + out.commitMs;
    out.readMs = marks.matchingAt === null ? null : marks.matchingAt - rec.chosenAt;
    out.matchMs = marks.matchingAt === null ? null : preview.t - marks.matchingAt;

    // Long tasks of the whole import, from the chosen file to the success message, with the phase each began in.
    if (rec.longTasks === null) out.longTasks = null;
    else {
      const during = rec.longTasks
        .filter((task) => task.start + task.duration >= rec.chosenAt && task.start <= done.doneAt)
        .map((task) => ({ ...task, at: task.start - rec.chosenAt, phase: phaseAt(task.start, marks) }))
        .sort((a, b) => b.duration - a.duration);
      out.longTasks = {
        longest: during[0]?.duration ?? 0,
        longestPhase: during[0]?.phase ?? null,
        count: during.length,
        totalMs: during.reduce((sum, task) => sum + task.duration, 0),
        top: during.slice(0, 10),
      };
    }

    // The progress bar while matching: the longest time its value stood still, until the preview replaced it (the
    // frame the preview showed ends the phase, so a bar stuck at 100% while the plan is made counts too).
    const end = preview.t;
    const stall = longestUnchanged(
      matching.map((s) => ({ t: s.t, value: s.now })),
      end,
    );
    const textStall = longestUnchanged(
      matching.map((s) => ({ t: s.t, value: s.done })),
      end,
    );
    out.progress = {
      samples: rec.samples.length,
      matchingSamples: matching.length,
      total: matching[matching.length - 1]?.total ?? null,
      barStall: stall && { ...stall, from: stall.from - rec.chosenAt, to: stall.to - rec.chosenAt },
      textStall: textStall && { ...textStall, from: textStall.from - rec.chosenAt, to: textStall.to - rec.chosenAt },
    };

    out.log = await storedWatchLog(page);

    // The same file again: the preview must offer nothing, and the watch log must not grow.
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await page.getByLabel('Import watchlist file').setInputFiles(fixture.file);
    const again = await previewShown(page);
    if (again.error) throw new Error(`re-import refused: ${again.error}`);
    const chosenAgain = await page.evaluate(() => window.__benchHistory.chosenAt);
    out.reimport = {
      text: again.text,
      disabled: again.disabled,
      summary: again.summary,
      previewMs: chosenAgain === null ? null : again.t - chosenAgain,
    };
    const offered = /^Import (\d+)/.exec(again.text);
    out.reimport.titles = offered ? Number(offered[1]) : /^Nothing new/.test(again.text) ? 0 : null;
    if (!again.disabled && offered) {
      // Committed, to see what a second import really changes: viewings (below) and stored ratings.
      const before = await storedObject(page, RATINGS_KEY);
      await commit(page);
      const changed = changedKeys(before, await storedObject(page, RATINGS_KEY));
      out.reimport.ratingsChanged = { count: changed.length, examples: changed.slice(0, 3) };
    }
    const after = await storedWatchLog(page);
    out.reimport.entries = after.entries;
    out.reimport.added = after.entries !== null && out.log.entries !== null ? after.entries - out.log.entries : null;
  } finally {
    await context.close();
  }
  return out;
}
