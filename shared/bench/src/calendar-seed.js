// The calendar bench's data: 300 catalogue shows tracked, two thirds on the watchlist (some being watched) and a
// third only kept followed ("Keep following"), as @reelist/storage stores them.

export const CALENDAR_SHOWS = 300;
/** Where the calendar keeps the shows' schedules it read in the last half hour (its kept-schedules.ts). */
export const KEPT_SCHEDULES_KEY = 'reelist_calendar_schedules';
/** Of CALENDAR_SHOWS, those on the watchlist; the rest are only kept followed. */
export const WATCHLISTED_SHOWS = 200;

/**
 * `reelist_watchlist` and `reelist_tv_following` for `shows` (catalogue shows: { id, name, poster_path,
 * first_air_date, vote_average }): the first WATCHLISTED_SHOWS as watchlist items (every third Watching), the others
 * kept followed. Returns the values by key and the ids tracked, in order.
 */
export function makeCalendarSeed(shows, { now = Date.UTC(2026, 10, 1), watchlisted = WATCHLISTED_SHOWS } = {}) {
  const ids = [...new Set(shows.map((show) => show.id))];
  if (ids.length !== shows.length) throw new Error('the shows repeat an id');
  const watchlist = shows.slice(0, watchlisted).map((show, i) => ({
    id: show.id,
    title: show.name,
    media_type: 'tv',
    poster_path: show.poster_path ?? null,
    release_date: show.first_air_date ?? '',
    vote_average: show.vote_average ?? 0,
    status: i % 3 === 0 ? 'watching' : 'want_to_watch',
    addedAt: new Date(now - i * 3_600_000).toISOString(),
  }));
  const following = shows.slice(watchlisted).map((show) => show.id);
  return { values: { reelist_watchlist: watchlist, reelist_tv_following: following }, ids };
}
