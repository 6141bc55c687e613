import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { NavigationApi, NavigateOptions } from '@reelist/state';
import { TestProviders } from '@reelist/testing';

export interface TestHistory {
  /** Every URL navigated to, with how it was applied. */
  entries: Array<{ url: string; replace: boolean }>;
  current: () => string;
  /** Simulates a navigation from outside the page (header search, back button). */
  go: (url: string) => void;
}

/** Renders a page inside the app's providers with an in-memory router that behaves like the shell's. */
export function renderPage(ui: ReactElement, initialUrl = '/') {
  const history: TestHistory = { entries: [], current: () => initialUrl, go: () => undefined };

  function MemoryRouter() {
    const [url, setUrl] = useState(initialUrl);
    const move = (to: string, options?: NavigateOptions) => {
      history.entries.push({ url: to, replace: Boolean(options?.replace) });
      setUrl(to);
    };
    history.current = () => url;
    history.go = setUrl;
    const navigation = useMemo<NavigationApi>(() => {
      const [pathname = '/', search = ''] = url.split('?');
      return {
        pathname,
        params: {},
        searchParams: new URLSearchParams(search),
        navigate: move,
        setSearchParams: (next, options) => {
          const query = (next instanceof URLSearchParams ? next : new URLSearchParams(next)).toString();
          move(`${pathname}${query ? `?${query}` : ''}`, options);
        },
      };
    }, [url]);
    return <TestProviders navigation={navigation}>{ui}</TestProviders>;
  }

  return { ...render(<MemoryRouter />), history };
}
