// A module of its own, apart from `yearOf` (./date.ts): Home's first screen needs the year alone, and a shared
// module is bundled whole, with every export that any chunk of the remote uses.

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
let longDate: Intl.DateTimeFormat | undefined;
let longDateUtc: Intl.DateTimeFormat | undefined;

/**
 * Built on first use, not when the module loads: a page's first Intl.DateTimeFormat costs about 20 ms (85 ms on a
 * phone's slower CPU) while the browser starts its date data. A date-only value ('2024-01-05') is a calendar day:
 * it is formatted in UTC so no time zone moves it a day.
 */
const formatterFor = (value: string): Intl.DateTimeFormat =>
  DATE_ONLY.test(value)
    ? (longDateUtc ??= new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: 'UTC' }))
    : (longDate ??= new Intl.DateTimeFormat('en-US', LONG_DATE));

/** Long US English ('January 5, 2024'); 'N/A' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return 'N/A';
  return formatterFor(value).format(ms);
}
