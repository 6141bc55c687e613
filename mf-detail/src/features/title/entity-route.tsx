import { lazy, Suspense } from 'react';
import { useRoute } from '@reelist/state';
import { Spinner } from '@reelist/ui';
import { DetailPage } from './detail-page';
import { useDetailMessages } from '../../lib/messages';

// Person and collection pages load only when one is opened: the title page's own chunk stays as it was.
const PersonPage = lazy(() => import('../person').then((person) => ({ default: person.PersonPage })));
const CollectionPage = lazy(() =>
  import('../collection').then((collection) => ({ default: collection.CollectionPage })),
);

/**
 * The remote's page for every entity route (/movie, /tv, /person, /collection): one exposed module keeps the
 * shell's route table (in Home's first chunk) to one short entry per route.
 */
export function EntityRoute() {
  useDetailMessages();
  const { pathname } = useRoute();
  if (pathname.startsWith('/person/') || pathname.startsWith('/collection/')) {
    const Page = pathname.startsWith('/person/') ? PersonPage : CollectionPage;
    return (
      <Suspense fallback={<Spinner showLabel />}>
        <Page />
      </Suspense>
    );
  }
  return <DetailPage />;
}

export default EntityRoute;
