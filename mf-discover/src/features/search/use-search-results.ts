import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged, Title } from '@reelist/contracts';
import { fetchSearchPage, peekFirstPage, requestKey } from './api/search-titles';
import type { SearchRequest } from './api/search-titles';
import { resultIdentity } from './results/result-identity';

export interface SearchResults {
  status: 'idle' | 'loading' | 'ready' | 'error';
  results: Title[];
  page: number;
  totalPages: number;
  totalResults: number;
  error?: Error;
  loadingMore: boolean;
  loadMoreError?: Error;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** What the hook keeps per request key; the rest of SearchResults is derived from it. */
type State = Omit<SearchResults, 'hasMore' | 'loadMore' | 'retry'> & { key: string };

const fresh = (key: string, status: State['status']): State => ({
  key,
  status,
  results: [],
  page: 0,
  totalPages: 0,
  totalResults: 0,
  loadingMore: false,
});

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

// Pages can overlap when the service's order shifts between calls: keep each title (and person) once.
function append(existing: Title[], next: Title[]): Title[] {
  const seen = new Set(existing.map(resultIdentity));
  return [...existing, ...next.filter((t) => !seen.has(resultIdentity(t)))];
}

const firstPage = (key: string, page: Paged<Title>): State => ({
  ...fresh(key, 'ready'),
  results: append([], page.results),
  page: 1,
  totalPages: page.total_pages,
  totalResults: page.total_results,
});

/**
 * Runs a search request page by page: a new request starts again at page 1 (aborting the old one), `loadMore`
 * appends the next page while page < total pages. `onFirstPage` hears each request's first answer once.
 */
export function useSearchResults(
  request: SearchRequest | null,
  onFirstPage?: (request: SearchRequest, page: Paged<Title>) => void,
): SearchResults {
  const key = request ? requestKey(request) : '';
  // A first page already in the api cache (a server's render handed it over) is shown at once, as the server drew it.
  const [state, setState] = useState<State>(() => {
    const cached = request && peekFirstPage(request);
    return cached ? firstPage(key, cached) : fresh(key, request ? 'loading' : 'idle');
  });
  const [attempt, setAttempt] = useState(0);
  const requestRef = useRef(request);
  const onFirstPageRef = useRef(onFirstPage);
  const moreRef = useRef<AbortController | null>(null);
  useEffect(() => {
    requestRef.current = request;
    onFirstPageRef.current = onFirstPage;
  });

  useEffect(() => {
    moreRef.current?.abort();
    const current = requestRef.current;
    if (!current) {
      setState(fresh(key, 'idle'));
      return undefined;
    }
    const cached = attempt === 0 ? peekFirstPage(current) : undefined;
    if (cached) {
      // Kept as it is when the first render showed it already.
      setState((shown) => (shown.key === key && shown.status === 'ready' ? shown : firstPage(key, cached)));
      onFirstPageRef.current?.(current, cached);
      return undefined;
    }
    const controller = new AbortController();
    setState(fresh(key, 'loading'));
    fetchSearchPage(current, 1, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState(firstPage(key, page));
        onFirstPageRef.current?.(current, page);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...fresh(key, 'error'), error: toError(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  useEffect(() => () => moreRef.current?.abort(), []);

  const loadMore = useCallback(() => {
    const current = requestRef.current;
    if (!current || state.status !== 'ready' || state.loadingMore || state.page >= state.totalPages) return;
    const controller = new AbortController();
    moreRef.current = controller;
    const next = state.page + 1;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: undefined }));
    fetchSearchPage(current, next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((s) =>
          s.key !== key
            ? s
            : {
                ...s,
                results: append(s.results, page.results),
                page: next,
                totalPages: page.total_pages,
                loadingMore: false,
              },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => (s.key !== key ? s : { ...s, loadingMore: false, loadMoreError: toError(error) }));
      },
    );
  }, [key, state.status, state.loadingMore, state.page, state.totalPages]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect for a new request runs, report it as loading rather than the old request's results.
  const view = state.key === key ? state : fresh(key, request ? 'loading' : 'idle');
  return { ...view, hasMore: view.status === 'ready' && view.page < view.totalPages, loadMore, retry };
}
