import { getPersonDetails, isApiError, peekPersonDetails } from '@reelist/api';
import { useRoute, useServiceQuery } from '@reelist/state';
import { PersonLoadFailed, PersonNotFound, PersonSkeleton } from './person-states';
import { PersonView } from './person-view';

/** The id of /person/{id}: a positive whole number, else there is nobody to find (as Detail reads its ids). */
export const personIdFrom = (raw: string | undefined): number | null =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The person page of /person/{id}: loading skeleton, 'Person Not Found', 'Failed to Load Details', the person. */
export function PersonPage() {
  const { params } = useRoute();
  const id = personIdFrom(params.id);
  if (id === null) return <PersonNotFound />;
  // Keyed by person: moving from one person to another starts the filters and Read more afresh.
  return <PersonDetail key={id} id={id} />;
}

function PersonDetail({ id }: { id: number }) {
  // A person seen before (details fresh in the api cache) renders at once, as Detail does, not after a skeleton.
  const query = useServiceQuery(['person', id], (signal) => getPersonDetails(id, { signal }), {
    peek: () => peekPersonDetails(id),
  });
  if (isApiError(query.error) && query.error.status === 404) return <PersonNotFound />;
  if (query.error) return <PersonLoadFailed onRetry={query.refetch} />;
  if (!query.data) return <PersonSkeleton />;
  return <PersonView person={query.data} />;
}
