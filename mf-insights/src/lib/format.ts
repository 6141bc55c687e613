import { currentLocale, intlLocale } from '@reelist/i18n';

/** Built on first use, one per language and digit count: a page's first Intl object starts ICU. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number with one decimal in the interface's language ('2.5' in English, '2,5' in German), digits grouped:
 * what toFixed(1) gave, with the language's separators. `trim` drops a zero decimal ('2', not '2.0').
 */
export function formatDecimal(value: number, { trim = false }: { trim?: boolean } = {}): string {
  const locale = intlLocale(currentLocale());
  const key = `${locale} ${trim}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: trim ? 0 : 1, maximumFractionDigits: 1 });
    formatters.set(key, format);
  }
  return format.format(value);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date formatter in the interface's language, built once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(currentLocale());
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, format);
  }
  return format;
}

/** A month's name (0 = January) in the interface's language: 'Jan' or 'January' in English. */
export const monthName = (month: number, width: 'narrow' | 'short' | 'long'): string =>
  dateFormat({ month: width, timeZone: 'UTC' }).format(Date.UTC(2001, month, 15));
