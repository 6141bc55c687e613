import { addDays, addMonths, firstOfMonth, isMonth, lastOfMonth, monthOf, startOfWeek } from './calendar-days';
import type { Day, Month } from './calendar-days';

/** The stretch of days the calendar shows: this week, the next 30 days from today, or one month. */
export type MonthPeriod = { kind: 'month'; month: Month };
export type Period = { kind: 'week' } | { kind: 'next30' } | MonthPeriod;
export type CalendarView = 'agenda' | 'month';

export const NEXT_DAYS = 30;

/** The period the URL names (`period=week`, `30d` or `2026-12`), or null for the view's default. */
export function readPeriod(value: string | null): Period | null {
  if (value === 'week') return { kind: 'week' };
  if (value === '30d') return { kind: 'next30' };
  return value && isMonth(value) ? { kind: 'month', month: value } : null;
}

export const periodParam = (period: Period): string =>
  period.kind === 'week' ? 'week' : period.kind === 'next30' ? '30d' : period.month;

export const readView = (value: string | null): CalendarView | null =>
  value === 'agenda' || value === 'month' ? value : null;

/**
 * A phone gets the agenda, a wider screen the month grid: seven columns of entries need room. The URL's
 * `period` wins; without one the agenda shows the next 30 days and the grid this month.
 */
export const defaultPeriod = (view: CalendarView, today: Day): Period =>
  view === 'agenda' ? { kind: 'next30' } : { kind: 'month', month: monthOf(today) };

/** The first and last day of the period (both included); weeks start on `firstDay` (1 Monday .. 7 Sunday). */
export function periodRange(period: Period, today: Day, firstDay: number): { from: Day; to: Day } {
  if (period.kind === 'week') {
    const from = startOfWeek(today, firstDay);
    return { from, to: addDays(from, 6) };
  }
  if (period.kind === 'next30') return { from: today, to: addDays(today, NEXT_DAYS - 1) };
  return { from: firstOfMonth(period.month), to: lastOfMonth(period.month) };
}

/** The month "Previous month" and "Next month" move from: the period's own, else this month. */
export const baseMonth = (period: Period, today: Day): Month =>
  period.kind === 'month' ? period.month : monthOf(today);

export const shiftMonth = (period: Period, today: Day, months: number): MonthPeriod => ({
  kind: 'month',
  month: addMonths(baseMonth(period, today), months),
});
