import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { ReelistProviders } from '@reelist/state';
import type { NavigationApi } from '@reelist/state';
import { Header } from './header';
import styles from './layout.module.css';

/** The page frame every route shares: providers, header, main landmark. */
export function Layout({ config }: { config: RuntimeConfig }) {
  const location = useLocation();
  const navigateTo = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useMemo<NavigationApi>(
    () => ({
      pathname: location.pathname,
      params: {},
      searchParams,
      navigate: (to, opts) => navigateTo(to, { replace: opts?.replace }),
      setSearchParams: (next, opts) => setSearchParams(next, { replace: opts?.replace }),
    }),
    [location.pathname, searchParams, navigateTo, setSearchParams],
  );
  return (
    <ReelistProviders config={config} navigation={navigation}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </ReelistProviders>
  );
}
