import { routeFor } from './route-table.mjs';

describe('routeFor', () => {
  it.each([
    ['/', 'mf_discover', 'HomePage'],
    ['/search', 'mf_discover', 'SearchPage'],
    ['/search/', 'mf_discover', 'SearchPage'],
    ['/movie/550', 'mf_detail', 'DetailPage'],
    ['/tv/1399', 'mf_detail', 'DetailPage'],
    ['/watchlist', 'mf_watchlist', 'WatchlistPage'],
    // The lists and the calendar: the Watchlist's exposed module, which renders the page its route names.
    ['/lists', 'mf_watchlist', 'WatchlistPage'],
    ['/lists/l1x2', 'mf_watchlist', 'WatchlistPage'],
    ['/calendar', 'mf_watchlist', 'WatchlistPage'],
    ['/shared', 'mf_watchlist', 'SharedPage'],
    ['/analytics', 'mf_insights', 'AnalyticsPage'],
    // Year in Review: the same exposed module, which renders the year its route names.
    ['/analytics/year/2024', 'mf_insights', 'AnalyticsPage'],
    ['/preferences', 'mf_insights', 'PreferencesPage'],
    ['/recommendations', 'mf_insights', 'RecommendationsPage'],
  ])('%s opens %s/%s', (pathname, remote, module) => {
    expect(routeFor(pathname)).toMatchObject({ remote, module });
  });

  it.each([
    '/no-such-page',
    '/movie',
    '/movie/1/extra',
    '/watchlist/x',
    '/analytics/year',
    '/analytics/2024',
    '/lists/a/b',
    '/calendar/2026',
  ])('%s opens no remote page', (pathname) => {
    expect(routeFor(pathname)).toBeUndefined();
  });
});
