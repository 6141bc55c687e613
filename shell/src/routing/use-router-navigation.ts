import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { NavigationApi } from '@reelist/state';

/** The router's state as the navigation API of @reelist/state: what pages get instead of react-router itself. */
export function useRouterNavigation(): NavigationApi {
  const location = useLocation();
  const rawParams = useParams();
  const navigateTo = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  return useMemo<NavigationApi>(
    () => ({
      pathname: location.pathname,
      params: Object.fromEntries(Object.entries(rawParams).filter((e): e is [string, string] => e[1] !== undefined)),
      searchParams,
      navigate: (to, opts) => navigateTo(to, { replace: opts?.replace }),
      setSearchParams: (next, opts) => setSearchParams(next, { replace: opts?.replace }),
    }),
    [location.pathname, rawParams, searchParams, navigateTo, setSearchParams],
  );
}
