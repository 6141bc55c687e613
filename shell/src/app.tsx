import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { Layout } from './layout/layout';
import { childRoutes } from './routing/routes';
import type { ToastQueue } from './toasts/toast-queue';

export interface AppProps {
  config: RuntimeConfig;
  toasts: ToastQueue;
}

/** The shell owns routing. No errorElement: unknown paths and uncaught errors get the router's own fallback. */
export function App({ config, toasts }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter([{ element: <Layout config={config} toasts={toasts} />, children: childRoutes }]),
  );
  return <RouterProvider router={router} />;
}
