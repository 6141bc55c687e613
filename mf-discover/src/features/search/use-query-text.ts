import { useEffect, useRef, useState } from 'react';
import { SEARCH_SCREEN_DEBOUNCE_MS } from './constants';

export interface QueryText {
  text: string;
  setText: (text: string) => void;
  /** Commits the text at once (Enter), without waiting for the pause. */
  submit: (text: string) => void;
}

/**
 * The search box's text, kept in sync with the URL's q both ways: typing commits the trimmed text after a 500 ms
 * pause (clearing commits at once), and a q changed from outside (header search, back button) replaces the text.
 */
export function useQueryText(
  urlQuery: string,
  commit: (query: string, options: { replace: boolean }) => void,
  delayMs: number = SEARCH_SCREEN_DEBOUNCE_MS,
): QueryText {
  const [text, setText] = useState(urlQuery);
  const committed = useRef(urlQuery);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const query = text.trim();
    if (query === committed.current.trim()) return undefined;
    const run = () => {
      // Enter may have committed this text during the pause: committing it again would rebuild the URL from state
      // read before a change made since (a type chosen right after Enter would be undone).
      if (query === committed.current.trim()) return;
      committed.current = query;
      commitRef.current(query, { replace: true });
    };
    if (!query) {
      run();
      return undefined;
    }
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  const submit = (value: string) => {
    const query = value.trim();
    setText(value);
    if (query === committed.current.trim()) return;
    committed.current = query;
    commitRef.current(query, { replace: false });
  };

  return { text, setText, submit };
}
