import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NavigationProvider } from '@reelist/state';
import type { NavigationApi } from '@reelist/state';

/** Hands a remote page what it needs from the router (params, query, navigate) through @reelist/state. */
export function RouteBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const navigateTo = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const value = useMemo<NavigationApi>(
    () => ({
      pathname: location.pathname,
      params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)),
      searchParams,
      navigate: (to, opts) => navigateTo(to, { replace: opts?.replace }),
      setSearchParams: (next, opts) => setSearchParams(next, { replace: opts?.replace }),
    }),
    [location.pathname, params, searchParams, navigateTo, setSearchParams],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
