import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The standalone preview of mf-detail: its own minimal host, the same providers, the embedded catalogue.
test('the preview renders a detail page on its own', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { tmdb: { baseUrl: string } };
  const popular = await request.get(`${config.tmdb.baseUrl}/movie/popular?api_key=e2e`);
  const first = ((await popular.json()) as { results: Array<{ id: number; title: string }> }).results[0];
  expect(first).toBeDefined();
  await page.goto(`/movie/${first?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first?.title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Watchlist|In Watchlist/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
