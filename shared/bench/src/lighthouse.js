// Lighthouse (performance category only, to keep ~16 s a page) on Debian's Chromium, desktop and mobile presets;
// each figure is the median of 3 runs (medianRun, in main.js).
// Seeded routes: Lighthouse cannot seed localStorage, so a profile is seeded first with Playwright
// (launchPersistentContext on a user-data-dir), closed, copied per run (so one run's service worker or cache
// never warms the next), and Chrome is started on the copy for Lighthouse with disableStorageReset.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '@reelist/serve';
import { toKb } from './stats.js';

/** Writes `values` into the origin's localStorage inside a new profile directory; returns its path. */
export async function seedProfile(origin, values) {
  const dir = mkdtempSync(join(tmpdir(), 'reelist-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // config.json is served by the shell with no app script, so nothing can overwrite the values meanwhile.
    await page.goto(`${origin}/config.json`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }, values);
  } finally {
    await context.close();
  }
  return dir;
}

/** One Lighthouse run; `template` is a seeded profile to copy, or null for a clean one. */
export async function runLighthouse(url, preset, template) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'reelist-bench-lh-'));
  if (template) cpSync(template, userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(template),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no Lighthouse result');
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    // Every script the page loaded while Lighthouse watched (until the page was idle), as transferred.
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptKb: toKb(scriptBytes),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

