// Helpers for the detail page's browser tests: real ids from the catalogue and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG } from '@reelist/testing/e2e';

export interface CatalogTitle {
  id: number;
  name: string;
}

/** The first title of /3/{type}/popular: ids depend on the catalogue's build date, so never hard-code them. */
export async function firstPopular(request: APIRequestContext, type: 'movie' | 'tv'): Promise<CatalogTitle> {
  const res = await request.get(`${CATALOG}/3/${type}/popular?api_key=e2e`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: Array<{ id: number; title?: string; name?: string }> };
  const first = body.results[0];
  if (!first) throw new Error(`no popular ${type}`);
  return { id: first.id, name: first.title ?? first.name ?? '' };
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
