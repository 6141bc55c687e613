const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
// A date-only value ('2024-01-05') is a calendar day: format it in UTC so no time zone moves it a day.
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Long US English ('January 5, 2024'); 'N/A' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return 'N/A';
  return (DATE_ONLY.test(value) ? longDateUtc : longDate).format(ms);
}

/** The four-digit year of an ISO date, or '' when missing or invalid. */
export function yearOf(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})/.exec(value);
  if (match?.[1]) return match[1];
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : String(new Date(ms).getUTCFullYear());
}

// Imported files often give a day without a time; those viewings are stored at 00:00 UTC and mean that day.
const DAY_ONLY_VIEWING = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/;

/** The day ('2025-06-14') of a viewing recorded without a time, which is that day in every time zone; else null. */
export function dayOnlyDate(watchedAt: string): string | null {
  return DAY_ONLY_VIEWING.exec(watchedAt)?.[1] ?? null;
}
