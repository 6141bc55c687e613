/** @reelist/state — React providers and hooks over the bus and storage, shared by the shell and every remote. */
export { WatchlistProvider, useWatchlist } from './src/watchlist/watchlist-provider';
export type { WatchlistApi } from './src/watchlist/watchlist-provider';
export { useTheme } from './src/theme/theme-provider';
export type { ThemeApi } from './src/theme/theme-provider';
export type { ResolvedTheme } from './src/theme/resolve-theme';
export { usePreferences } from './src/preferences/preferences-provider';
export type { PreferencesApi } from './src/preferences/preferences-provider';
export { useInstallState, useNotifications, useOnline, useToast } from './src/app-state/app-state-hooks';
export type { InstallApi, NotificationsApi } from './src/app-state/app-state-hooks';
export { NavigationProvider, useRoute } from './src/navigation/navigation-context';
export type { NavigationApi, NavigateOptions } from './src/navigation/navigation-context';
export { AppLink } from './src/navigation/app-link';
export type { AppLinkProps } from './src/navigation/app-link';
export { useRuntimeConfig } from './src/runtime-config';
export { useServiceQuery } from './src/use-service-query';
export type { ServiceQueryOptions, ServiceQueryResult } from './src/use-service-query';
export { ReelistProviders } from './src/reelist-providers';
export type { ReelistProvidersProps } from './src/reelist-providers';
