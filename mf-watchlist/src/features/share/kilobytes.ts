import { currentLocale, intlLocale } from '@reelist/i18n';

/** Built on first use, one per language: a page's first Intl object starts ICU. */
const formats = new Map<string, Intl.NumberFormat>();

/** A link's size in KB with one decimal, in the interface's language: '0.4' in English, '0,4' in German. */
export function kilobytes(url: string): string {
  const locale = intlLocale(currentLocale());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(url.length / 1024);
}
