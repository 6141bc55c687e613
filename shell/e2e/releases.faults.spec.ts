import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { RELEASES_DIR } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

// A team ships mf-detail on its own: releases promoted and rolled back with the real commands while the app runs.
// The server reads the release registry on every /config.json (no restart); the open page switches on its next
// visit to the remote (no reload). A "faults" spec: promoting changes what every page gets, so it runs alone.
const ROOT = join(__dirname, '../..');
const DIR = join(ROOT, RELEASES_DIR);
const env = { ...process.env, RELEASES_DIR: DIR };

function cli(script: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'shared/serve/bin', script), ...args], { env, encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}
const must = (script: string, ...args: string[]) => {
  const run = cli(script, ...args);
  expect(run.code, run.out).toBe(0);
  return run.out;
};

/** A copy of release e2e-1 with its release.json and, optionally, its remoteEntry.js changed. */
function variant(version: string, change: { entry?: string; shared?: Record<string, string> }) {
  const folder = join(DIR, 'mf-detail', version);
  cpSync(join(DIR, 'mf-detail', 'e2e-1'), folder, { recursive: true });
  const release = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
  writeFileSync(
    join(folder, 'release.json'),
    JSON.stringify({ ...release, version, shared: change.shared ?? release.shared }),
  );
  if (change.entry !== undefined) writeFileSync(join(folder, 'remoteEntry.js'), change.entry);
  rmSync(join(folder, 'remoteEntry.js.br'), { force: true });
}

/** In-app navigation, as a link click does: the shell keeps running. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
const detailSection = (page: Page) => page.locator('[data-remote="mf_detail"]');

test.beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  // Two releases of the built remote, kept as they are (no rebuild: --no-build).
  must('release.mjs', 'mf-detail', 'e2e-1', '--no-build');
  must('release.mjs', 'mf-detail', 'e2e-2', '--no-build');
  variant('e2e-broken', { entry: 'throw new Error("a broken release");\n' });
  variant('e2e-incompatible', { shared: { react: '^99.0.0' } });
});
test.afterAll(() => rmSync(DIR, { recursive: true, force: true }));

test('a promoted release goes live on the next visit without reloading the shell; rollback brings back the one before', async ({
  page,
  request,
}) => {
  const movie = await firstPopular(request, 'movie');
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/releases/')) entries.push(new URL(r.url()).pathname);
  });
  expect(must('promote.mjs', 'mf-detail', 'e2e-1')).toContain('mf-detail e2e-1 is live');
  // A page the app renders (Home comes rendered by the server, and the app starts after its first frame): the
  // navigations below are the app's own.
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { started: number }).started = 1));
  await go(page, `/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-1');

  expect(must('promote.mjs', 'mf-detail', 'e2e-2')).toContain('mf-detail e2e-2 is live (before: e2e-1)');
  await go(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  await go(page, `/movie/${movie.id}`);
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-2');
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  expect(entries).toContain('/releases/e2e-2/remoteEntry.js');

  expect(must('rollback.mjs', 'mf-detail')).toContain('mf-detail rolled back from e2e-2 to e2e-1');
  await go(page, '/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await go(page, `/movie/${movie.id}`);
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-1');
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  // The same page all along: the shell never reloaded.
  expect(await page.evaluate(() => (window as unknown as { started?: number }).started)).toBe(1);
  must('rollback.mjs', 'mf-detail');
});

test('a release promoted while its remote is on screen is offered by the Update button when the tab is shown again', async ({
  page,
  request,
}) => {
  const movie = await firstPopular(request, 'movie');
  must('promote.mjs', 'mf-detail', 'e2e-1');
  await page.goto(`/movie/${movie.id}`);
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-1');
  await page.evaluate(() => ((window as unknown as { started: number }).started = 1));
  must('promote.mjs', 'mf-detail', 'e2e-2');
  // The reader comes back to the tab: nothing changes under them, the header offers the new release.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const update = page.getByRole('banner').getByRole('button', { name: 'Update' });
  await expect(update).toBeVisible();
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-1');
  await update.click();
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-2');
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  await expect(update).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { started?: number }).started)).toBe(1);
  must('rollback.mjs', 'mf-detail');
  must('rollback.mjs', 'mf-detail');
});

test('a broken release promoted by mistake shows the section fallback, the rest works, and rollback restores it', async ({
  page,
  request,
}) => {
  const movie = await firstPopular(request, 'movie');
  must('promote.mjs', 'mf-detail', 'e2e-1');
  await page.goto('/');
  // Home on screen first: a move made while the shell is still starting has no remote to come from, so it reads no
  // new config, and the start-up config itself may have been read before or after the promotion below.
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  must('promote.mjs', 'mf-detail', 'e2e-broken');
  await go(page, `/movie/${movie.id}`);
  await expect(page.getByRole('heading', { name: 'This section failed to load properly.' })).toBeVisible();
  // The rest of the app is unaffected.
  await page.getByRole('navigation').getByRole('link', { name: 'Watchlist', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  must('rollback.mjs', 'mf-detail');
  await go(page, `/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  await expect(detailSection(page)).toHaveAttribute('data-release', 'e2e-1');
  must('rollback.mjs', 'mf-detail');
});

test('a release expecting singletons the shell does not provide is refused at promote; forced, its section falls back', async ({
  page,
  request,
}) => {
  const refused = cli('promote.mjs', 'mf-detail', 'e2e-incompatible');
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('Refused: mf-detail e2e-incompatible expects react ^99.0.0 (the shell provides 19.');
  const movie = await firstPopular(request, 'movie');
  await page.goto('/');
  // Home on screen first, as in the broken-release test above: a move made while the shell is still starting reads
  // no new config.
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  expect(must('promote.mjs', 'mf-detail', 'e2e-incompatible', '--force')).toContain('Forced: react ^99.0.0');
  await go(page, `/movie/${movie.id}`);
  await expect(page.getByRole('heading', { name: 'This section failed to load properly.' })).toBeVisible();
  must('rollback.mjs', 'mf-detail');
  await go(page, '/');
  await go(page, `/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
});
