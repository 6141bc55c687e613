import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromiumSettings from '@reelist/serve/chromium';
import { PORTS, RELEASES_DIR } from '@reelist/testing/e2e';

// Browser tests run against the production build, served as `npm start` serves it, on ports of their own so a
// running `npm start` does not interfere (PORTS: E2E_PORT_BASE moves them). Debian's Chromium, never a
// downloaded browser (no internet here).
const env = {
  SHELL_PORT: String(PORTS.shell),
  MF_DISCOVER_PORT: String(PORTS.mf_discover),
  MF_DETAIL_PORT: String(PORTS.mf_detail),
  MF_WATCHLIST_PORT: String(PORTS.mf_watchlist),
  MF_INSIGHTS_PORT: String(PORTS.mf_insights),
  CATALOG_PORT: String(PORTS.catalog),
  // Releases promoted by the tests live apart from the repository's dist-releases/ (resolved from the root).
  RELEASES_DIR: join(__dirname, '../..', RELEASES_DIR),
  TMDB_API_KEY: '',
  OMDB_API_KEY: '',
};
Object.assign(process.env, env);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH || chromiumSettings.path,
    args: chromiumSettings.flags,
  },
  serviceWorkers: 'block' as const,
};

const previews = [
  ['mf-discover', PORTS.mf_discover],
  ['mf-detail', PORTS.mf_detail],
  ['mf-watchlist', PORTS.mf_watchlist],
  ['mf-insights', PORTS.mf_insights],
] as const;

export default defineConfig({
  testDir: '../..',
  outputDir: `../../test-results/playwright-${PORTS.shell}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '../../test-results/playwright.json' }],
  ],
  use: { ...chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'app',
      testMatch: ['shell/e2e/**/*.spec.ts'],
      testIgnore: ['**/*.faults.spec.ts'],
      use: { ...chromium, baseURL: `http://localhost:${PORTS.shell}` },
    },
    ...previews.map(([dir, port]) => ({
      name: `preview-${dir}`,
      testMatch: [`${dir}/e2e/**/*.spec.ts`],
      use: { ...chromium, baseURL: `http://localhost:${port + 10}` },
    })),
    {
      // Catalogue faults are global to the server: these run alone, one at a time, after everything else.
      name: 'faults',
      testMatch: ['**/*.faults.spec.ts'],
      workers: 1,
      dependencies: ['app', ...previews.map(([dir]) => `preview-${dir}`)],
      use: { ...chromium, baseURL: `http://localhost:${PORTS.shell}` },
    },
  ],
  webServer: [
    {
      command: 'node shared/serve/bin/serve.mjs',
      cwd: '../..',
      url: `http://localhost:${PORTS.shell}/config.json`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node shared/serve/bin/serve-previews.mjs',
      cwd: '../..',
      url: `http://localhost:${PORTS.mf_watchlist + 10}/`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
