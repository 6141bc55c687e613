import { useCallback, useEffect, useRef, useState } from 'react';
import { searchMulti } from '@reelist/api';
import { useRoute } from '@reelist/state';

/** The header's search debounce (300 ms; the Search screen uses 500). */
const HEADER_SEARCH_DEBOUNCE_MS = 300;

export interface HeaderSearch {
  text: string;
  setText: (text: string) => void;
  /** Navigates to /search?q= for a non-empty trimmed term; returns whether it did. */
  submit: () => boolean;
  clear: () => void;
  /** True while the debounce runs, its prefetch is in flight, or a submitted search waits for the route. */
  pending: boolean;
}

/** The path a header search submits to (/search?q=): trimmed, URL-encoded. */
export const searchPath = (term: string): string => `/search?q=${encodeURIComponent(term.trim())}`;

/**
 * The header search box's state. Typing is debounced (300 ms); after the pause the results are prefetched through
 * @reelist/api, so the Search page finds them in the shared cache when the visitor presses Enter.
 */
export function useHeaderSearch(delayMs: number = HEADER_SEARCH_DEBOUNCE_MS): HeaderSearch {
  const { navigate, pathname, searchParams } = useRoute();
  const [text, setTextState] = useState('');
  const [debouncing, setDebouncing] = useState(false);
  const [prefetching, setPrefetching] = useState(0);
  const [submittedFrom, setSubmittedFrom] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const routeKey = `${pathname}?${searchParams.toString()}`;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setDebouncing(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A submitted search stays "loading" until the route it asked for is shown.
  useEffect(() => {
    setSubmittedFrom((from) => (from !== null && from !== routeKey ? null : from));
  }, [routeKey]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      cancel();
      const term = next.trim();
      if (!term) return;
      setDebouncing(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setDebouncing(false);
        setPrefetching((n) => n + 1);
        // Only warms the cache: a failure here is the Search page's to show.
        searchMulti(term)
          .catch(() => undefined)
          .finally(() => setPrefetching((n) => n - 1));
      }, delayMs);
    },
    [cancel, delayMs],
  );

  const submit = useCallback(() => {
    const term = text.trim();
    if (!term) return false;
    cancel();
    const alreadyShown = pathname === '/search' && searchParams.get('q') === term;
    if (!alreadyShown) setSubmittedFrom(routeKey);
    navigate(searchPath(term));
    return true;
  }, [text, cancel, navigate, pathname, searchParams, routeKey]);

  const clear = useCallback(() => {
    cancel();
    setTextState('');
  }, [cancel]);

  return { text, setText, submit, clear, pending: debouncing || prefetching > 0 || submittedFrom !== null };
}
