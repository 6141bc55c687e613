import * as state from '@reelist/state';

describe('@reelist/state public API', () => {
  it('exports the documented providers, hooks and helpers', () => {
    const names = [
      'ReelistProviders',
      'WatchlistProvider',
      'useWatchlist',
      'ThemeProvider',
      'useTheme',
      'resolveTheme',
      'applyTheme',
      'useSystemDark',
      'PreferencesProvider',
      'usePreferences',
      'useInstallState',
      'useNotifications',
      'useOnline',
      'useToast',
      'useStateStream',
      'NavigationProvider',
      'useRoute',
      'AppLink',
      'RuntimeConfigProvider',
      'useRuntimeConfig',
      'useServiceQuery',
    ] as const;
    for (const name of names) expect(typeof state[name]).toBe('function');
    expect(state.WATCHLIST_QUOTA_MESSAGE).toBe(
      'Could not save your watchlist: storage is full. Your changes are kept for this session.',
    );
    expect(typeof state.WATCHLIST_UNAVAILABLE_MESSAGE).toBe('string');
  });
});
