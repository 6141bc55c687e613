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
 *
 * A new address renders at once, in the task of the click that asked for it, not as a transition: rendered in
 * slices with frames of the old page between them, a page took a phone (4x slower CPU) some 50 to 90 ms longer to
 * show (shared/bench: a list from My Lists, My Lists from a list, a person's page). The remotes' pages are loaded
 * ahead, on idle; one still loading shows its loading state instead of the old page.
 */
export function App({ config, toasts }: AppProps) {
  return (
    <BrowserRouter useTransitions={false}>
      <CatchUpWithHistory />
      <TopOnNewPage />
      <Routes>
        <Route element={<Layout config={config} toasts={toasts} />}>{childRoutes}</Route>
      </Routes>
    </BrowserRouter>
  );
}
