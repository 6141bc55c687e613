import type { PreviewRoute } from '@reelist/preview';
import { AnalyticsRoute } from '../features/analytics';
import { RecommendationsPage } from '../features/recommendations';
import { PreferencesPage } from '../features/preferences';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/analytics', element: <AnalyticsRoute /> },
  { path: '/analytics/year/:yyyy', element: <AnalyticsRoute /> },
  { path: '/recommendations', element: <RecommendationsPage /> },
  { path: '/preferences', element: <PreferencesPage /> },
];
