import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { ReelistProviders } from '@reelist/state';
import type { NavigationApi } from '@reelist/state';

export const testConfig: RuntimeConfig = {
  remotes: {},
  tmdb: { baseUrl: 'http://catalog.test/3', apiKey: 'k', imageBaseUrl: 'http://catalog.test/t/p' },
  omdb: { baseUrl: 'http://catalog.test/omdb', apiKey: 'k' },
  push: { publicKey: 'p' },
};

/** A fake of the shell's navigation API: `navigate` is a jest mock the test can inspect. */
export function fakeNavigation(pathname = '/'): NavigationApi {
  return {
    pathname,
    params: {},
    searchParams: new URLSearchParams(),
    navigate: jest.fn(),
    setSearchParams: jest.fn(),
  };
}

/** Renders a page inside the same providers the shell uses. */
export function renderPage(ui: ReactElement, navigation: NavigationApi = fakeNavigation()) {
  return {
    navigation,
    ...render(
      <ReelistProviders config={testConfig} navigation={navigation}>
        {ui}
      </ReelistProviders>,
    ),
  };
}
