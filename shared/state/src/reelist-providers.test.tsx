import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { useRoute } from './navigation/navigation-context';
import type { NavigationApi } from './navigation/navigation-context';
import { usePreferences } from './preferences/preferences-provider';
import { ReelistProviders } from './reelist-providers';
import { useRuntimeConfig } from './runtime-config';
import { sharedContext } from './shared-context';
import { useTheme } from './theme/theme-provider';
import { useWatchlist } from './watchlist/watchlist-provider';

const config: RuntimeConfig = {
  remotes: { mf_discover: 'http://localhost:4201/remoteEntry.js' },
  tmdb: { baseUrl: 'http://localhost:4300/3', apiKey: 'k', imageBaseUrl: 'http://localhost:4300/t/p' },
  omdb: { baseUrl: 'http://localhost:4300/omdb', apiKey: 'k' },
  push: { publicKey: 'p' },
};
const navigation: NavigationApi = {
  pathname: '/',
  params: {},
  searchParams: new URLSearchParams(),
  navigate: jest.fn(),
  setSearchParams: jest.fn(),
};

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
});

describe('ReelistProviders', () => {
  it('provides config, theme, preferences, watchlist and navigation', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ReelistProviders config={config} navigation={navigation}>
        {children}
      </ReelistProviders>
    );
    const { result } = renderHook(
      () => ({
        config: useRuntimeConfig(),
        theme: useTheme(),
        preferences: usePreferences(),
        watchlist: useWatchlist(),
        route: useRoute(),
      }),
      { wrapper },
    );
    expect(result.current.config.tmdb.baseUrl).toBe('http://localhost:4300/3');
    expect(result.current.theme.theme).toBe('light');
    expect(result.current.preferences.preferences.defaultView).toBe('grid');
    expect(result.current.watchlist.items).toEqual([]);
    expect(result.current.route.pathname).toBe('/');
  });
});

describe('useRuntimeConfig', () => {
  it('throws outside its provider', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRuntimeConfig())).toThrow(
      'useRuntimeConfig must be used within a RuntimeConfigProvider',
    );
    errorSpy.mockRestore();
  });
});

describe('sharedContext', () => {
  it('gives every copy of the package the same context object', () => {
    const first = sharedContext('ReelistTest', 0);
    expect(sharedContext('ReelistTest', 1)).toBe(first);
    expect(first.displayName).toBe('ReelistTest');
  });
});
