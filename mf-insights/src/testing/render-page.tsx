import type { ReactElement } from 'react';
import type { NavigationApi } from '@reelist/state';
import { renderInProviders } from '@reelist/testing';

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
  return { navigation, ...renderInProviders(ui, navigation) };
}
