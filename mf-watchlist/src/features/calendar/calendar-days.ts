// Calendar days as the service gives them: 'YYYY-MM-DD' text, a day on the calendar and not an instant. All the
// arithmetic goes through Date.UTC and the getUTC* readers, and formatting through Intl in UTC, so the visitor's
// time zone never moves an entry to the day before or after.

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as text: '2026-12-03'. */
export type Day = string;
/** A month as text: '2026-12'. */
export type Month = string;

/** The day a service date names (its first ten characters), or null when it is not a real day. */
export function dayOf(value: string | null | undefined): Day | null {
  const match = DAY.exec(value?.slice(0, 10) ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? match[0] : null;
}

/** Midnight UTC of the day, as a number: only for arithmetic and for Intl in UTC. */
const utcOf = (day: Day): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayFromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => dayFromUtc(utcOf(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: Day, to: Day): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The day of the week, 1 (Monday) to 7 (Sunday), as ISO 8601 and Intl's week info number them. */
export const weekdayOf = (day: Day): number => new Date(utcOf(day)).getUTCDay() || 7;

/** The first day of the week holding `day`, weeks starting on `firstDay` (1 Monday .. 7 Sunday). */
export const startOfWeek = (day: Day, firstDay: number): Day => addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));

export const monthOf = (day: Day): Month => day.slice(0, 7);
export const firstOfMonth = (month: Month): Day => `${month}-01`;
export const addMonths = (month: Month, months: number): Month => {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return dayFromUtc(at.getTime()).slice(0, 7);
};
export const lastOfMonth = (month: Month): Day => addDays(firstOfMonth(addMonths(month, 1)), -1);
export const isMonth = (value: string): boolean => dayOf(`${value}-01`) !== null && value.length === 7;

/** The weeks (7 days each, from `firstDay`) that cover `from` to `to`: the rows of a month grid. */
export function weeksCovering(from: Day, to: Day, firstDay: number): Day[][] {
  const weeks: Day[][] = [];
  for (let start = startOfWeek(from, firstDay); start <= to; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, at) => addDays(start, at)));
  }
  return weeks;
}

/** Items by their day, in the order given: the agenda's days and the month grid's cells. */
export function groupByDay<T extends { day: Day }>(items: readonly T[]): Map<Day, T[]> {
  const days = new Map<Day, T[]>();
  for (const item of items) {
    const list = days.get(item.day);
    if (list) list.push(item);
    else days.set(item.day, [item]);
  }
  return days;
}

/** The visitor's locale, as Intl resolves it (the browser's language). */
export const visitorLocale = (): string => new Intl.DateTimeFormat().resolvedOptions().locale;

type WeekInfo = { firstDay?: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week in `locale` (1 Monday .. 7 Sunday): Sunday in the US, Monday in most of Europe. Browsers
 * without Intl's week info (Firefox before 2025) get Monday, the ISO 8601 week.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const it = new Intl.Locale(locale) as LocaleWithWeek;
    const firstDay = (it.getWeekInfo?.() ?? it.weekInfo)?.firstDay;
    return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? firstDay : 1;
  } catch {
    return 1;
  }
}

/** Formats days in `locale`, in UTC: 'Thursday, December 3' stays December 3 in every time zone. */
export function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): (day: Day) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day) => format.format(utcOf(day));
}

/** Formats a span of days ('Nov 30 – Dec 6, 2026'), in UTC like dayFormat. */
export function rangeFormat(locale: string, options: Intl.DateTimeFormatOptions): (from: Day, to: Day) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (from, to) => format.formatRange(utcOf(from), utcOf(to));
}

/** Built on first use, one per locale. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A day relative to today as Intl names it in `locale`, capitalised as a label: 'Today', 'Tomorrow', 'In 3 days'
 * ('Heute', 'Morgen' in German; '今日', '明日' in Japanese).
 */
export function relativeDayLabel(locale: string, days: number): string {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  const text = format.format(days, 'day');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
