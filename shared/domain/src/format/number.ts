import { currentLocale, intlLocale } from '@reelist/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/** A count in the interface's language: '1,234' in English, '1.234' in German, '1 234' in French. */
export function formatNumber(value: number): string {
  const locale = intlLocale(currentLocale());
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}
