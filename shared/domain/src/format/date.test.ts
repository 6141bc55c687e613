import { dayOnlyDate, newestFirst, yearNumberOf, yearOf } from './date';
import { formatDate } from './long-date';
import type * as longDateModule from './long-date';

type LongDateModule = typeof longDateModule;

describe('formatDate', () => {
  it('formats in long US English, date-only values as calendar days', () => {
    expect(formatDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatDate('1999-12-31')).toBe('December 31, 1999');
    expect(formatDate('2024-03-10T12:00:00.000Z')).toMatch(/^March (9|10|11), 2024$/);
  });

  it.each([undefined, null, '', 'not a date'])("is 'N/A' for %p", (value) => {
    expect(formatDate(value)).toBe('N/A');
  });
});

describe('yearOf', () => {
  it('reads the year', () => {
    expect(yearOf('2017-12-01')).toBe('2017');
    expect(yearOf('March 3, 2001')).toBe('2001');
    expect(yearOf(undefined)).toBe('');
    expect(yearOf('garbage')).toBe('');
  });
});

describe('yearNumberOf', () => {
  it('reads the four digits a date starts with, and nothing else', () => {
    expect(yearNumberOf('2017-12-01')).toBe(2017);
    expect(yearNumberOf('1999')).toBe(1999);
    expect(yearNumberOf('March 3, 2001')).toBeUndefined();
    expect(yearNumberOf(' 2017-12-01')).toBeUndefined();
    expect(yearNumberOf('')).toBeUndefined();
    expect(yearNumberOf(undefined)).toBeUndefined();
  });
});

describe('dayOnlyDate', () => {
  it('gives the day of a viewing stored at 00:00 UTC (an import without times), and null for a real moment', () => {
    expect(dayOnlyDate('2025-06-14T00:00:00.000Z')).toBe('2025-06-14');
    expect(dayOnlyDate('2025-06-14T00:00:00Z')).toBe('2025-06-14');
    expect(dayOnlyDate('2025-06-14T20:15:00.000Z')).toBeNull();
    expect(dayOnlyDate('garbage')).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders ISO times newest first, equal ones as equal', () => {
    expect(newestFirst('2026-02-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z')).toBe(1);
    expect(newestFirst('2026-10-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toBe(-1);
    expect(newestFirst('2026-10-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z')).toBe(0);
    expect(['2024-01-05', '2026-03-01', '2025-12-31'].sort(newestFirst)).toEqual([
      '2026-03-01',
      '2025-12-31',
      '2024-01-05',
    ]);
  });
});

describe('the date formatters', () => {
  it('are built when a date is first formatted, not when the module loads', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      const dates = jest.requireActual<LongDateModule>('./long-date');
      expect(built).not.toHaveBeenCalled();
      expect(dates.formatDate('2024-01-05')).toBe('January 5, 2024');
      expect(dates.formatDate('2024-02-05')).toBe('February 5, 2024');
      expect(built).toHaveBeenCalledTimes(1);
    });
    built.mockRestore();
  });
});
