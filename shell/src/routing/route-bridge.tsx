import type { ReactNode } from 'react';
import { NavigationProvider } from '@reelist/state';
import { useRouterNavigation } from './use-router-navigation';

/** Hands a remote page what it needs from the router (params, query, navigate) through @reelist/state. */
export function RouteBridge({ children }: { children: ReactNode }) {
  return <NavigationProvider value={useRouterNavigation()}>{children}</NavigationProvider>;
}
