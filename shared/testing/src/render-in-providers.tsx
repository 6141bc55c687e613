import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { ReelistProviders } from '@reelist/state';
import type { NavigationApi } from '@reelist/state';

/** A runtime config for component tests: the services live at catalog.test, so no test reaches a network. */
export const TEST_CONFIG: RuntimeConfig = {
  remotes: {},
  tmdb: { baseUrl: 'http://catalog.test/3', apiKey: 'k', imageBaseUrl: 'http://catalog.test/t/p' },
  omdb: { baseUrl: 'http://catalog.test/omdb', apiKey: 'k' },
  push: { publicKey: 'p' },
};

export interface TestProvidersProps {
  navigation: NavigationApi;
  config?: RuntimeConfig;
  children: ReactNode;
}

/** The providers the shell gives every page, with a navigation value the test controls. */
export function TestProviders({ navigation, config = TEST_CONFIG, children }: TestProvidersProps) {
  return (
    <ReelistProviders config={config} navigation={navigation}>
      {children}
    </ReelistProviders>
  );
}

/** Renders `ui` inside TestProviders. */
export function renderInProviders(ui: ReactElement, navigation: NavigationApi, config: RuntimeConfig = TEST_CONFIG) {
  return render(
    <TestProviders navigation={navigation} config={config}>
      {ui}
    </TestProviders>,
  );
}
