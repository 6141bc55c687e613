// Types for route-table.mjs (plain ESM, read by the server too).
export interface RouteEntry {
  readonly path: string;
  readonly remote: 'mf_discover' | 'mf_detail' | 'mf_watchlist' | 'mf_insights';
  readonly module: string;
  readonly watchLog?: true;
}

export const ROUTE_TABLE: readonly RouteEntry[];
export function pathPattern(path: string): RegExp;
export function routeFor(pathname: string): RouteEntry | undefined;
