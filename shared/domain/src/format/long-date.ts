// A module of its own, apart from `yearOf` (./date.ts): Home's first screen needs the year alone, and a shared
// module is bundled whole, with every export that any chunk of the remote uses.
import { t } from '@lingui/core/macro';
import { currentLocale, intlLocale } from '@reelist/i18n';

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Built on first use, not when the module loads: a page's first Intl.DateTimeFormat costs about 20 ms (85 ms on a
 * phone's slower CPU) while the browser starts its date data. One per language. A date-only value ('2024-01-05') is
 * a calendar day: it is formatted in UTC so no time zone moves it a day.
 */
function formatterFor(value: string): Intl.DateTimeFormat {
  const utc = DATE_ONLY.test(value);
  const locale = intlLocale(currentLocale());
  const key = `${locale}${utc ? ' utc' : ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, utc ? { ...LONG_DATE, timeZone: 'UTC' } : LONG_DATE);
    formatters.set(key, format);
  }
  return format;
}

/** A long date in the interface's language: 'January 5, 2024' in English, '5. Januar 2024' in German; 'N/A' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return t`N/A`;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return t`N/A`;
  return formatterFor(value).format(ms);
}
