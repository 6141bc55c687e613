import { useRoute } from '@reelist/state';
import { CollectionLoadFailed, CollectionNotFound, CollectionSkeleton } from './collection-states';
import { CollectionView } from './collection-view';
import { useCollection } from './use-collection';

// Ids are positive whole numbers; anything else is no collection at all.
const parseId = (raw: string | undefined): number | undefined =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;

/** The collection page (`/collection/{id}`): loading skeleton, 'Failed to Load Details', 'Collection Not Found'. */
export function CollectionPage() {
  const id = parseId(useRoute().params.id);
  if (id === undefined) return <CollectionNotFound />;
  // Keyed by id: another collection starts afresh (its runtimes, its Undo).
  return <LoadedCollection key={id} id={id} />;
}

function LoadedCollection({ id }: { id: number }) {
  const { collection, loading, notFound, error, retry } = useCollection(id);
  if (notFound) return <CollectionNotFound />;
  if (error) return <CollectionLoadFailed onRetry={retry} />;
  if (loading || !collection) return <CollectionSkeleton />;
  return <CollectionView collection={collection} />;
}

export default CollectionPage;
