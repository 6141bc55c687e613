import { useContext } from 'react';
import type { ReactNode } from 'react';
import { sharedContext } from '../shared-context';

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell's router hands every page; remotes never import the router itself. */
export interface NavigationApi {
  pathname: string;
  params: Record<string, string>;
  searchParams: URLSearchParams;
  navigate: (to: string, options?: NavigateOptions) => void;
  setSearchParams: (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the context's key on the page, never shown
export const NavigationContext = sharedContext<NavigationApi | null>('ReelistNavigation', null);

export function NavigationProvider({ value, children }: { value: NavigationApi; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The current route and navigation functions, provided by the shell (or a remote's preview host). */
export function useRoute(): NavigationApi {
  const api = useContext(NavigationContext);
  if (!api) throw new Error('useRoute must be used within a NavigationProvider (the shell or a preview host)');
  return api;
}
