// Playwright with Debian's Chromium (sandbox/GPU/network off), service workers blocked so every byte is counted.
import { chromium } from '@playwright/test';

import { CHROMIUM, CHROMIUM_FLAGS } from '@reelist/serve';

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Runs `fn` with the page's CPU slowed `rate` times (DevTools protocol), back to full speed after, even on a throw. */
export async function withThrottle(page, rate, fn) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await fn();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** A fresh context whose localStorage holds `values` (strings as-is, the rest JSON) before any app script runs. */
export async function newSeededContext(browser, values = {}, options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, ...options });
  // A missing control must fail its figure, not hang the run (Playwright's default action timeout is none).
  context.setDefaultTimeout(15_000);
  if (Object.keys(values).length > 0) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('__bench_seeded')) return;
      sessionStorage.setItem('__bench_seeded', '1');
      for (const [key, value] of Object.entries(entries)) {
        localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }, values);
  }
  return context;
}

/** The route's level-1 heading is visible (every screen has one; Detail's is the title's name). */
export const headingVisible = (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });

/** Home is usable when its first carousel card (a link to a title) shows. */
export const firstCardVisible = (page) =>
  page.locator('main a[href^="/movie/"], main a[href^="/tv/"]').first().waitFor({ timeout: 30_000 });

/** The app's own performance measures, for the record (names are the screens' business). */
export const appMeasures = (page) =>
  page.evaluate(() => performance.getEntriesByType('measure').map((m) => ({ name: m.name, duration: m.duration })));

/**
 * Runs `act(element)` in the page and resolves with the ms until the DOM under <main> settles: the first
 * animation frame with no new mutation after the last one. Measured inside the page (performance.now), so
 * the figure excludes the automation round trip. null when nothing changed within 10 s.
 */
export function timeUntilSettled(locator, act) {
  return locator.evaluate(
    (el, actSource) =>
      new Promise((resolve) => {
        const root = document.querySelector('main') ?? document.body;
        let last = 0;
        let seen = false;
        const observer = new MutationObserver(() => {
          last = performance.now();
          if (!seen) {
            seen = true;
            requestAnimationFrame(function check() {
              const quiet = performance.now() - last > 0 && performance.now() - last >= 16;
              if (quiet) {
                observer.disconnect();
                resolve(last - t0);
              } else requestAnimationFrame(check);
            });
          }
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        const t0 = performance.now();
        if (actSource === 'click') el.click();
        else {
          el.value = actSource.slice('select:'.length);
          el.dispatchEvent(new Event('change', { bubbles: true }));
        }
        setTimeout(() => {
          observer.disconnect();
          resolve(seen ? last - t0 : null);
        }, 10_000);
      }),
    act,
  );
}

/**
 * An init script (page side, self-contained): every long task from the start (buffered) into
 * `window[name].longTasks` as { start, duration }, or null where the browser has no longtask entries.
 */
export function recordLongTasks(name) {
  const rec = { longTasks: [] };
  window[name] = rec;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    rec.longTasks = null;
  }
}

/** Runs one measurement; a failure becomes a null figure with the reason, never a crash of the whole bench. */
export async function attempt(name, fn) {
  try {
    return { value: await fn(), note: undefined };
  } catch (error) {
    const reason = String(error?.message ?? error).split('\n')[0].slice(0, 160);
    console.warn(`  ${name}: not measured (${reason})`);
    return { value: null, note: reason };
  }
}
