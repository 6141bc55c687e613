const LEADING_YEAR = /^(\d{4})/;

/** The four-digit year of an ISO date, or '' when missing or invalid. */
export function yearOf(value: string | null | undefined): string {
  if (!value) return '';
  const match = LEADING_YEAR.exec(value);
  if (match?.[1]) return match[1];
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : String(new Date(ms).getUTCFullYear());
}

/**
 * The year an ISO date starts with, as a number for comparing and counting (2024 from '2024-01-05'); undefined
 * when the text does not start with four digits. Unlike `yearOf` it does not try to parse other date forms: the
 * matcher and the statistics compare years only when the source gave one plainly.
 */
export function yearNumberOf(value: string | null | undefined): number | undefined {
  const match = LEADING_YEAR.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
}

// Imported files often give a day without a time; those viewings are stored at 00:00 UTC and mean that day.
const DAY_ONLY_VIEWING = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/;

/** The day ('2025-06-14') of a viewing recorded without a time, which is that day in every time zone; else null. */
export function dayOnlyDate(watchedAt: string): string | null {
  return DAY_ONLY_VIEWING.exec(watchedAt)?.[1] ?? null;
}

/**
 * Newer first, for ISO dates and times written the same way (so their text sorts as their time does): a plain
 * comparison, where localeCompare asks the locale's collation rules on every call, thousands of times for a long list.
 */
export const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);
