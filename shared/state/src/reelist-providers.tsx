import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { NavigationProvider } from './navigation/navigation-context';
import type { NavigationApi } from './navigation/navigation-context';
import { PreferencesProvider } from './preferences/preferences-provider';
import { RuntimeConfigProvider } from './runtime-config';
import { ThemeProvider } from './theme/theme-provider';
import { WatchlistProvider } from './watchlist/watchlist-provider';

export interface ReelistProvidersProps {
  config: RuntimeConfig;
  navigation: NavigationApi;
  children: ReactNode;
}

/** Every provider a page needs, in one place: used by the shell and by each remote's standalone preview host. */
export function ReelistProviders({ config, navigation, children }: ReelistProvidersProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <ThemeProvider>
        <PreferencesProvider>
          <WatchlistProvider>
            <NavigationProvider value={navigation}>{children}</NavigationProvider>
          </WatchlistProvider>
        </PreferencesProvider>
      </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
