import { Route } from 'react-router-dom';
import { NotFoundPage } from '../errors/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { RouteBridge } from './route-bridge';
import { ROUTE_TABLE } from './route-table';

/** The routes under the layout: each remote page, and Page Not Found for any other address. */
export const childRoutes = [
  ...ROUTE_TABLE.map(({ path, remote, module }) => (
    <Route
      key={path}
      path={path}
      element={
        <RouteBridge key={path}>
          <RemotePage remote={remote} module={module} />
        </RouteBridge>
      }
    />
  )),
  <Route key="*" path="*" element={<NotFoundPage />} />,
];
