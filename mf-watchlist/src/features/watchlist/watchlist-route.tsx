import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRoute } from '@reelist/state';
import { Spinner } from '@reelist/ui';
import { WatchlistPage } from './watchlist-page';
import { useWatchlistMessages } from '../../lib/messages';

// The lists load only when a list route opens: the Watchlist's own chunk stays as it was.
const ListsRoute = lazy(() => import('../lists').then((lists) => ({ default: lists.ListsRoute })));
// The calendar likewise, only on /calendar.
const CalendarRoute = lazy(() => import('../calendar').then((calendar) => ({ default: calendar.CalendarRoute })));

/**
 * The remote's page for /watchlist, /lists, /lists/{id} and /calendar: one exposed module for all of them keeps the
 * shell's route table (in Home's first chunk) to one short entry per route.
 */
export function WatchlistRoute() {
  useWatchlistMessages();
  const { t } = useLingui();
  const { pathname } = useRoute();
  if (pathname.startsWith('/calendar')) {
    return (
      <Suspense fallback={<Spinner label={t`Loading your calendar...`} showLabel />}>
        <CalendarRoute />
      </Suspense>
    );
  }
  if (!pathname.startsWith('/lists')) return <WatchlistPage />;
  return (
    <Suspense fallback={<Spinner label={t`Loading your lists...`} showLabel />}>
      <ListsRoute />
    </Suspense>
  );
}

export default WatchlistRoute;
