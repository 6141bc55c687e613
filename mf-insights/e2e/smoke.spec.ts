import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedStorage, watchErrors } from '@reelist/testing/e2e';

// The remote alone, in its standalone preview: each page renders with the shared providers.
const PAGES: Array<[string, string, string]> = [
  ['/analytics', 'Analytics Dashboard', 'No Analytics Data'],
  ['/recommendations', 'Recommendations', 'Build Your Taste Profile'],
  ['/preferences', 'Preferences', 'Appearance'],
];

test.describe('mf-insights preview', () => {
  for (const [path, heading, text] of PAGES) {
    test(`${path} renders alone, accessibly`, async ({ page }) => {
      const { errors } = watchErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('analytics reads seeded history', async ({ page }) => {
    await seedStorage(page, {
      reelist_view_history: [
        {
          id: 1,
          title: 'One',
          mediaType: 'movie',
          posterPath: null,
          genres: [18],
          rating: 7,
          viewedAt: new Date().toISOString(),
          sessionId: 's',
        },
      ],
    });
    await page.goto('/analytics');
    await expect(page.getByText('Total Views')).toBeVisible();
    await expect(page.getByText('1 day')).toBeVisible();
  });
});
