import { Route } from 'react-router-dom';
import { NotFoundPage } from '../errors/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { RouteBridge } from './route-bridge';
import { ROUTE_TABLE } from './route-table.mjs';

/** The routes under the layout: each remote page, and Page Not Found for any other address. */
export const childRoutes = [
  ...ROUTE_TABLE.map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RouteBridge key={route.path}>
          <RemotePage remote={route.remote} module={route.module} watchLog={route.watchLog === true} />
        </RouteBridge>
      }
    />
  )),
  <Route key="*" path="*" element={<NotFoundPage />} />,
];
