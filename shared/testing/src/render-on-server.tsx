import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { NavigationApi } from '@reelist/state';
import { TestProviders } from './render-in-providers';

/**
 * `ui` rendered to HTML inside the app's providers, as a server renders a page (for tests in the node environment,
 * where there is no window, navigator or storage), at `path` (a pathname with its query) with the route's `params`:
 * the markup a browser's first render must match to take it over.
 */
export function renderOnServer(ui: ReactElement, path = '/', params: Record<string, string> = {}): string {
  const url = new URL(path, 'http://page');
  const navigation: NavigationApi = {
    pathname: url.pathname,
    params,
    searchParams: url.searchParams,
    navigate: () => undefined,
    setSearchParams: () => undefined,
  };
  return renderToString(<TestProviders navigation={navigation}>{ui}</TestProviders>);
}
