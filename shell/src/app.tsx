import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@reelist/contracts';
import { Layout } from './layout/layout';
import { childRoutes } from './routing/routes';

/** The shell owns routing. No errorElement: unknown paths and uncaught errors get the router's own fallback. */
export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createBrowserRouter([{ element: <Layout config={config} />, children: childRoutes }]));
  return <RouterProvider router={router} />;
}
