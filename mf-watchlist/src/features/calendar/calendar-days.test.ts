import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import type { Season, Title } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import {
  addDays,
  addMonths,
  dayOf,
  firstDayOfWeek,
  lastOfMonth,
  startOfWeek,
  weekdayOf,
  weeksCovering,
} from './calendar-days';
import type * as CalendarDays from './calendar-days';
import {
  currentSeasons,
  entriesByDay,
  movieEntries,
  scheduleEntries,
  scheduleOf,
  showEntries,
} from './calendar-entries';
import { periodRange, readPeriod, shiftMonth } from './calendar-period';

// From the earliest time zone to the latest: a calendar day must be the same day in all of them.
const ZONES = ['Pacific/Kiritimati', 'Asia/Kolkata', 'Europe/London', 'UTC', 'America/New_York', 'Pacific/Pago_Pago'];

const episode = (season: number, number: number, air_date: string | null, name = `Episode ${number}`) => ({
  id: season * 100 + number,
  name,
  overview: '',
  air_date,
  episode_number: number,
  season_number: season,
  runtime: null,
  still_path: null,
  vote_average: 0,
  vote_count: 0,
});
const season = (number: number, dates: Array<string | null>): Season => ({
  id: number,
  name: `Season ${number}`,
  overview: '',
  air_date: dates[0] ?? null,
  poster_path: null,
  season_number: number,
  episodes: dates.map((date, at) => episode(number, at + 1, date)),
});

describe('calendar days', () => {
  it('reads only real days, and counts across months, years and a leap day', () => {
    expect(dayOf('2026-12-03')).toBe('2026-12-03');
    expect(dayOf('2026-12-03T23:30:00-08:00')).toBe('2026-12-03');
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('')).toBeNull();
    expect(dayOf(null)).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(weekdayOf('2026-11-30')).toBe(1); // a Monday
    expect(weekdayOf('2026-12-06')).toBe(7); // a Sunday
    expect(startOfWeek('2026-12-03', 1)).toBe('2026-11-30');
    expect(startOfWeek('2026-12-03', 7)).toBe('2026-11-29');
  });

  it('starts the week as the locale does, Monday when it cannot tell', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });

  it('covers a month with whole weeks from the first day of the week', () => {
    const weeks = weeksCovering('2026-12-01', '2026-12-31', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // The US week: Sunday first, and February 2026 fits four rows exactly.
    expect(weeksCovering('2026-02-01', '2026-02-28', 7)).toHaveLength(4);
  });

  it('groups across months and years in calendar order', () => {
    const items = [
      watchlistItem({ id: 1, title: 'New Year Film', release_date: '2027-01-01' }),
      watchlistItem({ id: 3, title: 'Another December Film', release_date: '2026-12-31' }),
      watchlistItem({ id: 2, title: 'December Film', release_date: '2026-12-31' }),
    ];
    const days = entriesByDay(movieEntries(items, '2026-11-27'));
    expect([...days.keys()]).toEqual(['2026-12-31', '2027-01-01']);
    expect(days.get('2026-12-31')?.map((entry) => entry.title)).toEqual(['Another December Film', 'December Film']);
  });
});

/**
 * Runs the day arithmetic, formatting and grouping in a Node process of its own, changing TZ between zones: Jest
 * hands a test a copy of process.env, so TZ set here would not reach the clock. calendar-days.ts imports nothing,
 * so it runs there as swc makes it.
 */
function inEveryZone(zones: readonly string[]): Record<string, unknown> {
  const { code } = transformSync(readFileSync(join(__dirname, 'calendar-days.ts'), 'utf8'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const probe = (days: typeof CalendarDays, names: string[]) => {
    const results: Record<string, unknown> = {};
    for (const zone of names) {
      process.env.TZ = zone;
      const long = days.dayFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
      const grouped = days.groupByDay(
        ['2027-01-01', '2026-12-31T23:30:00-10:00', '2026-12-31', '2026-11-30T00:00:00+14:00'].map((date) => ({
          day: days.dayOf(date) ?? '',
        })),
      );
      results[zone] = {
        // Proof that the zone is in effect: read as an instant, the day moves west of Greenwich.
        asInstant: new Date('2026-12-03').getDate(),
        days: [...grouped].map(([day, items]) => [day, items.length]),
        december3: long('2026-12-03'),
        newYear: long('2027-01-01'),
        weekOfNewYear: days.startOfWeek('2027-01-01', 1),
        firstRow: days.weeksCovering('2026-12-01', '2026-12-31', 7)[0],
      };
    }
    return results;
  };
  const script = `const m = { exports: {} };
(function (exports, module) {\n${code}\n})(m.exports, m);
process.stdout.write(JSON.stringify((${probe.toString()})(m.exports, ${JSON.stringify(zones)})));`;
  return JSON.parse(execFileSync(process.execPath, ['-'], { input: script, encoding: 'utf8' })) as Record<
    string,
    unknown
  >;
}

describe('calendar days in every time zone', () => {
  it('keeps each date on its own day, from UTC+14 to UTC-11', () => {
    const results = inEveryZone(ZONES);
    for (const zone of ZONES) {
      expect([zone, results[zone]]).toEqual([
        zone,
        {
          asInstant: zone.startsWith('America') || zone.endsWith('Pago_Pago') ? 2 : 3,
          days: [
            ['2027-01-01', 1],
            ['2026-12-31', 2],
            ['2026-11-30', 1],
          ],
          december3: 'Thursday, December 3, 2026',
          newYear: 'Friday, January 1, 2027',
          weekOfNewYear: '2026-12-28',
          firstRow: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'],
        },
      ]);
    }
  });
});

describe('calendar entries', () => {
  const today = '2026-11-27';

  it('lists movies from today on, skipping released ones, generated ids, shows and unreadable dates', () => {
    const entries = movieEntries(
      [
        watchlistItem({ id: 603, title: 'Today', release_date: today }),
        watchlistItem({ id: 604, title: 'Yesterday', release_date: '2026-11-26' }),
        watchlistItem({ id: -5, title: 'Imported', release_date: '2027-01-01' }),
        watchlistItem({ id: 605, title: 'Show', media_type: 'tv', release_date: '2027-01-01' }),
        watchlistItem({ id: 606, title: 'Unknown', release_date: '' }),
      ],
      today,
    );
    expect(entries).toEqual([{ key: 'movie-603', day: today, mediaType: 'movie', id: 603, title: 'Today' }]);
  });

  it('asks for the season airing now, and the last one when it aired in the catch-up days', () => {
    const next = episode(3, 1, '2027-02-01');
    expect(
      currentSeasons({ next_episode_to_air: next, last_episode_to_air: episode(2, 8, '2026-11-20') }, today),
    ).toEqual([3, 2]);
    expect(
      currentSeasons({ next_episode_to_air: next, last_episode_to_air: episode(2, 8, '2025-01-01') }, today),
    ).toEqual([3]);
    expect(
      currentSeasons({ next_episode_to_air: null, last_episode_to_air: episode(4, 8, '2020-01-01') }, today),
    ).toEqual([]);
  });

  it('splits a show into upcoming and recently aired episodes, across a month, with stable keys', () => {
    const show: Title = {
      id: 1399,
      name: 'Westeros',
      next_episode_to_air: episode(2, 5, '2026-11-28', 'The Rains'),
      last_episode_to_air: episode(2, 4, '2026-11-21'),
    };
    const seasons = [
      season(2, ['2026-10-10', '2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28', '2026-12-05', null]),
    ];
    const { upcoming, aired } = showEntries(show, seasons, today);
    expect(upcoming.map((entry) => [entry.key, entry.day])).toEqual([
      ['tv-1399-s2e5', '2026-11-28'],
      ['tv-1399-s2e6', '2026-12-05'],
    ]);
    expect(upcoming[0]?.episode).toEqual({ season: 2, number: 5, name: 'Episode 5' });
    // Aired in the last 30 days: not October's.
    expect(aired.map((entry) => entry.key)).toEqual(['tv-1399-s2e2', 'tv-1399-s2e3', 'tv-1399-s2e4']);
    const days = entriesByDay([...upcoming, ...aired]);
    expect([...days.keys()]).toEqual(['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28', '2026-12-05']);
  });

  it('keeps of a show only what can still be on the calendar, and splits it again on a later day', () => {
    const show: Title = { id: 1399, name: 'Westeros', next_episode_to_air: episode(2, 3, '2026-11-28', 'The Rains') };
    const specials = { ...season(0, ['2026-11-30']), season_number: 0 };
    const schedule = scheduleOf(show, [season(2, ['2026-10-10', '2026-11-21', '2026-11-28', null]), specials], today);
    // October's episode is older than the catch-up days, the undated one has no day, specials are left out.
    expect(schedule).toEqual({
      id: 1399,
      name: 'Westeros',
      episodes: [
        { season: 2, number: 3, day: '2026-11-28', name: 'Episode 3' },
        { season: 2, number: 2, day: '2026-11-21', name: 'Episode 2' },
      ],
    });
    const tomorrow = scheduleEntries(schedule, '2026-11-28');
    expect(tomorrow.upcoming.map((entry) => entry.key)).toEqual(['tv-1399-s2e3']);
    expect(tomorrow.aired.map((entry) => entry.key)).toEqual(['tv-1399-s2e2']);
    expect(scheduleEntries({ ...schedule, name: '' }, today, 'From the watchlist').upcoming[0]?.title).toBe(
      'From the watchlist',
    );
  });

  it('keeps the details next episode when no season could be read, and names the show from the watchlist', () => {
    const { upcoming } = showEntries({ id: 7, next_episode_to_air: episode(1, 2, '2026-12-01') }, [], today, 'Seven');
    expect(upcoming).toEqual([
      expect.objectContaining({ key: 'tv-7-s1e2', day: '2026-12-01', title: 'Seven', mediaType: 'tv', id: 7 }),
    ]);
  });
});

describe('periods', () => {
  it('reads the URL and moves month by month from the shown period', () => {
    expect(readPeriod('week')).toEqual({ kind: 'week' });
    expect(readPeriod('30d')).toEqual({ kind: 'next30' });
    expect(readPeriod('2026-12')).toEqual({ kind: 'month', month: '2026-12' });
    expect(readPeriod('2026-13')).toBeNull();
    expect(readPeriod('soon')).toBeNull();
    expect(periodRange({ kind: 'next30' }, '2026-11-27', 1)).toEqual({ from: '2026-11-27', to: '2026-12-26' });
    expect(periodRange({ kind: 'week' }, '2026-11-27', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shiftMonth({ kind: 'next30' }, '2026-11-27', 1)).toEqual({ kind: 'month', month: '2026-12' });
    expect(shiftMonth({ kind: 'month', month: '2027-01' }, '2026-11-27', -1)).toEqual({
      kind: 'month',
      month: '2026-12',
    });
  });
});
