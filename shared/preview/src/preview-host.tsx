import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { ReelistProviders } from '@reelist/state';
import type { NavigationApi } from '@reelist/state';
import { matchRoute } from './match-route';

export interface PreviewRoute {
  path: string;
  element: ReactElement;
}

export interface PreviewHostProps {
  name: string;
  routes: PreviewRoute[];
  config: RuntimeConfig;
}

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/** A minimal host: the shell's providers and a history-based router, so a remote can run and be tested alone. */
export function PreviewHost({ name, routes, config }: PreviewHostProps) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, opts?: { replace?: boolean }) => {
    // Like the shell's router: a new entry starts at the top; replacing the URL (filters, typing) keeps the scroll.
    if (opts?.replace) window.history.replaceState(null, '', to);
    else {
      window.history.pushState(null, '', to);
      window.scrollTo(0, 0);
    }
    setLocation(here());
  }, []);

  const matched = useMemo(() => {
    for (const route of routes) {
      const params = matchRoute(route.path, location.pathname);
      if (params) return { params, element: route.element };
    }
    return { params: {}, element: null };
  }, [routes, location.pathname]);
  const element = matched.element;

  const navigation = useMemo<NavigationApi>(
    () => ({
      pathname: location.pathname,
      params: matched.params,
      searchParams: new URLSearchParams(location.search),
      navigate,
      setSearchParams: (next, opts) => {
        const query = next instanceof URLSearchParams ? next : new URLSearchParams(next);
        const search = query.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: opts?.replace });
      },
    }),
    [location, matched, navigate],
  );

  return (
    <ReelistProviders config={config} navigation={navigation}>
      <div data-preview={name}>
        <nav aria-label="Preview routes">
          {routes.map((r) => (
            <a key={r.path} href={r.path.replace(':id', '550')} style={{ marginRight: 12 }}>
              {r.path}
            </a>
          ))}
        </nav>
        <main>
          {element ?? (
            <p>
              No page of {name} at {location.pathname}.
            </p>
          )}
        </main>
      </div>
    </ReelistProviders>
  );
}
