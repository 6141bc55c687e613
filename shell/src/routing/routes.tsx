import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../remotes/remote-page';
import { RouteBridge } from './route-bridge';

/** The spec's routes (section 2), each rendered from its remote. */
export const ROUTE_TABLE = [
  { path: '/', remote: 'mf_discover', module: 'HomePage' },
  { path: '/search', remote: 'mf_discover', module: 'SearchPage' },
  { path: '/movie/:id', remote: 'mf_detail', module: 'DetailPage' },
  { path: '/tv/:id', remote: 'mf_detail', module: 'DetailPage' },
  { path: '/watchlist', remote: 'mf_watchlist', module: 'WatchlistPage' },
  { path: '/analytics', remote: 'mf_insights', module: 'AnalyticsPage' },
  { path: '/preferences', remote: 'mf_insights', module: 'PreferencesPage' },
  { path: '/recommendations', remote: 'mf_insights', module: 'RecommendationsPage' },
] as const;

export const childRoutes: RouteObject[] = ROUTE_TABLE.map(({ path, remote, module }) => ({
  path,
  element: (
    <RouteBridge key={path}>
      <RemotePage remote={remote} module={module} />
    </RouteBridge>
  ),
}));
