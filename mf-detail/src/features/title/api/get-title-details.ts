import { getTitleDetails, isApiError, peekTitleDetails } from '@reelist/api';
import type { MediaType, Title } from '@reelist/contracts';
import { useServiceQuery } from '@reelist/state';

export interface TitleDetailsState {
  title: Title | undefined;
  loading: boolean;
  /** The service said 404: the page shows 'Content Not Found'. */
  notFound: boolean;
  error: Error | undefined;
}

export const fetchTitleDetails = (mediaType: MediaType, id: number) => (signal: AbortSignal) =>
  getTitleDetails(mediaType, id, { signal });

/**
 * The title's details, with credits, videos, similar and recommendations. A title already warmed in the
 * api cache (card hover) is shown on the first render, without waiting for the cache's promise.
 */
export function useTitleDetails(mediaType: MediaType, id: number): TitleDetailsState {
  const query = useServiceQuery(['detail', mediaType, id], fetchTitleDetails(mediaType, id), {
    peek: () => peekTitleDetails(mediaType, id),
  });
  const notFound = isApiError(query.error) && query.error.status === 404;
  return {
    title: query.error ? undefined : query.data,
    loading: !query.data && query.loading,
    notFound,
    error: notFound ? undefined : query.error,
  };
}
