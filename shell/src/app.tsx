import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { Layout } from './layout/layout';
import { CatchUpWithHistory } from './routing/catch-up-with-history';
import { childRoutes } from './routing/routes';
import { TopOnNewPage } from './routing/top-on-new-page';
import type { ToastQueue } from './services/toast-queue';

export interface AppProps {
  config: RuntimeConfig;
  toasts: ToastQueue;
}

/**
 * The shell owns routing. Declarative routing (BrowserRouter + Routes), not a data router: the app has no
 * loaders or actions, and the data router's code would be about half of the router's bytes on every first load.
 */
export function App({ config, toasts }: AppProps) {
  return (
    <BrowserRouter>
      <CatchUpWithHistory />
      <TopOnNewPage />
      <Routes>
        <Route element={<Layout config={config} toasts={toasts} />}>{childRoutes}</Route>
      </Routes>
    </BrowserRouter>
  );
}
