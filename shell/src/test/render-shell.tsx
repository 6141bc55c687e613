import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { TestProviders } from '@reelist/testing';
import { useRouterNavigation } from '../routing/use-router-navigation';

export const TEST_CONFIG: RuntimeConfig = {
  remotes: {},
  tmdb: { baseUrl: 'http://tmdb.test/3', apiKey: 'tmdb-secret-key-123', imageBaseUrl: 'http://img.test/t/p' },
  omdb: { baseUrl: 'http://omdb.test', apiKey: 'omdb-secret-key-456' },
  push: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
};

/** The same wiring as the shell's Layout: the router hands pages the navigation API of @reelist/state. */
function Frame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useRouterNavigation();
  return (
    <TestProviders config={TEST_CONFIG} navigation={navigation}>
      {children}
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </TestProviders>
  );
}

/** Renders shell UI inside a memory router and the app's providers; `screen.getByTestId('location')` shows the URL. */
export function renderShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame>{ui}</Frame>
    </MemoryRouter>,
  );
}
