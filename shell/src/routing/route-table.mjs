// The product's routes, each rendered from a remote's exposed page, and the rule that matches a pathname to
// one. Plain ESM (types in route-table.d.mts): the shell's entry and router use it, and so does the server, which names
// a route's page files in the HTML's Link header (@reelist/serve, first-page-hints.mjs).
// `watchLog`: the page shows the watch log or the lists (one chunk), whose store the shell loads beside the remote
// (not after it). Year in Review reuses the Analytics module (it reads `yyyy` from the route), the lists and the
// calendar the Watchlist's: a module name this table already holds costs Home's first chunk a few bytes where a new
// one costs about fifty.
export const ROUTE_TABLE = [
  { path: '/', remote: 'mf_discover', module: 'HomePage' },
  { path: '/search', remote: 'mf_discover', module: 'SearchPage' },
  { path: '/movie/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/tv/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/person/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/collection/:id', remote: 'mf_detail', module: 'DetailPage', watchLog: true },
  { path: '/watchlist', remote: 'mf_watchlist', module: 'WatchlistPage', watchLog: true },
  { path: '/lists', remote: 'mf_watchlist', module: 'WatchlistPage', watchLog: true },
  { path: '/lists/:id', remote: 'mf_watchlist', module: 'WatchlistPage', watchLog: true },
  { path: '/calendar', remote: 'mf_watchlist', module: 'WatchlistPage', watchLog: true },
  { path: '/shared', remote: 'mf_watchlist', module: 'SharedPage' },
  { path: '/analytics', remote: 'mf_insights', module: 'AnalyticsPage', watchLog: true },
  { path: '/analytics/year/:yyyy', remote: 'mf_insights', module: 'AnalyticsPage', watchLog: true },
  { path: '/preferences', remote: 'mf_insights', module: 'PreferencesPage' },
  { path: '/recommendations', remote: 'mf_insights', module: 'RecommendationsPage' },
];

/**
 * The pathnames a route's path matches, as the router matches these patterns: `:name` takes one non-empty segment,
 * a trailing slash is ignored. The shell's build writes each route's pattern for the server (route-table.json).
 */
export function pathPattern(path) {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(parts.length === 0 ? '^/$' : `^/${parts.join('/')}/?$`);
}

const PATTERNS = ROUTE_TABLE.map((route) => [route, pathPattern(route.path)]);

/** The route a pathname opens, or undefined (Page Not Found). */
export function routeFor(pathname) {
  return PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0];
}
