/**
 * The spec's routes (section 2), each rendered from a remote's exposed page. Plain data: the entry reads it too.
 * `watchLog`: the page shows the watch log, whose store the shell loads beside the remote (not after it).
 * Year in Review reuses the Analytics module (it reads `yyyy` from the route): a module name this table already
 * holds costs Home's first chunk a few bytes where a new one costs about fifty.
 */
export const ROUTE_TABLE = [
  { path: '/', remote: 'mf_discover', module: 'HomePage' },
  { path: '/search', remote: 'mf_discover', module: 'SearchPage' },
  { path: '/movie/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/tv/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/watchlist', remote: 'mf_watchlist', module: 'WatchlistPage', watchLog: true },
  { path: '/shared', remote: 'mf_watchlist', module: 'SharedPage' },
  { path: '/analytics', remote: 'mf_insights', module: 'AnalyticsPage', watchLog: true },
  { path: '/analytics/year/:yyyy', remote: 'mf_insights', module: 'AnalyticsPage', watchLog: true },
  { path: '/preferences', remote: 'mf_insights', module: 'PreferencesPage' },
  { path: '/recommendations', remote: 'mf_insights', module: 'RecommendationsPage' },
] as const;

export type RouteEntry = (typeof ROUTE_TABLE)[number];

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * The route a pathname opens, or undefined (Page Not Found). Matches as the router does for these patterns:
 * `:name` takes one non-empty segment, a trailing slash is ignored.
 */
export function routeFor(pathname: string): RouteEntry | undefined {
  const actual = segments(pathname);
  return ROUTE_TABLE.find((route) => {
    const pattern = segments(route.path);
    return pattern.length === actual.length && pattern.every((part, i) => part.startsWith(':') || part === actual[i]);
  });
}
