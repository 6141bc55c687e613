import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useRoute } from '@reelist/state';
import { Spinner } from '@reelist/ui';
import { useInsightsMessages } from '../../lib/messages';
import { AnalyticsPage } from './analytics-page';

// Year in Review loads only when a year is opened: the dashboard's own chunk stays as it was.
const YearReviewPage = lazy(() => import('../year-review').then((review) => ({ default: review.YearReviewPage })));

/**
 * The remote's page for /analytics and /analytics/year/{yyyy}: one exposed module for both keeps the shell's
 * route table (in Home's first chunk) to one short entry per route.
 */
export function AnalyticsRoute() {
  useInsightsMessages();
  const { t } = useLingui();
  const { params } = useRoute();

  if (params.yyyy === undefined) return <AnalyticsPage />;
  return (
    <Suspense fallback={<Spinner label={t`Loading your year...`} showLabel />}>
      <YearReviewPage year={params.yyyy} />
    </Suspense>
  );
}

export default AnalyticsRoute;
