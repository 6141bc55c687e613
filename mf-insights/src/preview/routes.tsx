import type { PreviewRoute } from '@reelist/preview';
import { AnalyticsPage } from '../analytics/analytics-page';
import { RecommendationsPage } from '../recommendations/recommendations-page';
import { PreferencesPage } from '../preferences/preferences-page';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/analytics', element: <AnalyticsPage /> },
  { path: '/recommendations', element: <RecommendationsPage /> },
  { path: '/preferences', element: <PreferencesPage /> },
];
