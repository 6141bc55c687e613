import { getCollection, isApiError } from '@reelist/api';
import type { Collection } from '@reelist/contracts';
import { useServiceQuery } from '@reelist/state';

export interface CollectionState {
  collection: Collection | undefined;
  loading: boolean;
  /** The service said 404: the page shows 'Collection Not Found'. */
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** /collection/{id} (cached by @reelist/api), as the collection page and Detail's "Part of the" block read it. */
export function useCollection(id: number): CollectionState {
  const query = useServiceQuery(['collection', id], (signal) => getCollection(id, { signal }));
  const notFound = isApiError(query.error) && query.error.status === 404;
  return {
    collection: query.error ? undefined : query.data,
    loading: !query.data && query.loading,
    notFound,
    error: notFound ? undefined : query.error,
    retry: query.refetch,
  };
}
