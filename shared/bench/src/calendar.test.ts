import { budgetFor } from './budgets.js';
import { CALENDAR_BUDGETS, calendarFigures } from './calendar-figures.js';
import { CALENDAR_SHOWS, makeCalendarSeed, WATCHLISTED_SHOWS } from './calendar-seed.js';

const shows = Array.from({ length: CALENDAR_SHOWS }, (_, i) => ({
  id: 1_000 + i,
  name: `Show ${i}`,
  poster_path: i % 7 === 0 ? null : `/p${i}.jpg`,
  first_air_date: '2020-01-01',
  vote_average: 7,
}));

describe('calendar seed', () => {
  const { values, ids } = makeCalendarSeed(shows);
  const watchlist = values.reelist_watchlist as Array<Record<string, unknown>>;

  it('tracks 300 shows: 200 on the watchlist (every third Watching), the others kept followed', () => {
    expect(ids).toHaveLength(CALENDAR_SHOWS);
    expect(watchlist).toHaveLength(WATCHLISTED_SHOWS);
    expect(values.reelist_tv_following).toEqual(ids.slice(WATCHLISTED_SHOWS));
    expect(new Set([...watchlist.map((item) => item.id), ...values.reelist_tv_following])).toEqual(new Set(ids));
    expect(watchlist.filter((item) => item.status === 'watching')).toHaveLength(Math.ceil(WATCHLISTED_SHOWS / 3));
    expect(watchlist[0]).toEqual({
      id: 1_000,
      title: 'Show 0',
      media_type: 'tv',
      poster_path: null,
      release_date: '2020-01-01',
      vote_average: 7,
      status: 'watching',
      addedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('refuses shows that repeat an id', () => {
    expect(() => makeCalendarSeed([shows[0], shows[0]])).toThrow('the shows repeat an id');
  });
});

describe('calendar figures', () => {
  it('gives the open, cold open and reopen medians with their runs, the open held to 3 s', () => {
    const runs = [
      { dom: 2_400, painted: 2_500, entries: 40, requests: 600 },
      { dom: 3_900, painted: 4_000, entries: 40, requests: 600 },
      { dom: 3_000, painted: 3_100, entries: 40, requests: 600 },
    ];
    const [open, cold, reopen] = calendarFigures({
      shows: 300,
      open: { value: 3_100, domMedian: 3_000, entries: 40, requests: 600, runs },
      cold: { value: 9_000, domMedian: 8_900, entries: 40, requests: 398, runs: [{ ...runs[0], painted: 9_000 }] },
      reopen: { value: null, note: 'not ready within 120000 ms' },
    });
    expect(open).toEqual({
      id: 'calendar.open',
      label:
        'Calendar (300 tracked shows), phone 4x CPU: /calendar loaded in a new tab (schedules kept from an open minutes before) -> every show read and the agenda painted',
      value: 3_100,
      unit: 'ms',
      note: 'median of 3: 2500 / 4000 / 3100 ms; 40 entries, 600 requests',
    });
    expect(cold).toMatchObject({
      id: 'calendar.cold',
      value: 9_000,
      note: 'median of 1: 9000 ms; 40 entries, 398 requests',
    });
    expect(reopen).toMatchObject({ id: 'calendar.reopen', value: null, note: 'not ready within 120000 ms' });
    expect(budgetFor('calendar.open', CALENDAR_BUDGETS)).toEqual({ op: '<=', value: 3_000 });
  });

  it('says why when the section failed', () => {
    for (const figure of calendarFigures({ error: 'the catalogue has 120 shows, not 300\nstack' }))
      expect(figure).toMatchObject({ value: null, note: 'the catalogue has 120 shows, not 300' });
  });
});
