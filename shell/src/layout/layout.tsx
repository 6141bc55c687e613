import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { ReelistProviders } from '@reelist/state';
import { useRouterNavigation } from '../routing/use-router-navigation';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { ToastCenter } from '../toasts/toast-center';
import type { ToastQueue } from '../services/toast-queue';
import { Header } from './header';
import { useIdlePrefetch } from './use-idle-prefetch';
import styles from './layout.module.css';
import './app-bar.css';

export interface LayoutProps {
  config: RuntimeConfig;
  toasts: ToastQueue;
}

/** The page frame every route shares: providers, header, main landmark, error screen and toasts. */
export function Layout({ config, toasts }: LayoutProps) {
  const navigation = useRouterNavigation();
  useIdlePrefetch();
  return (
    <ReelistProviders config={config} navigation={navigation}>
      <AppErrorBoundary resetKey={navigation.pathname} onGoHome={() => navigation.navigate('/')}>
        <a className={styles.skip} href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <Header />
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </AppErrorBoundary>
      <ToastCenter queue={toasts} />
    </ReelistProviders>
  );
}
