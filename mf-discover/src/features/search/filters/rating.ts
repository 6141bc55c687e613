import { currentLocale, intlLocale } from '@reelist/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal in the interface's language: '7.5' in English, '7,5' in German. */
export function formatRating(value: number): string {
  const locale = intlLocale(currentLocale());
  let format = formats.get(locale);
  if (!format)
    formats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    );
  return format.format(value);
}
