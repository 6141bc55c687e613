import { currentLocale } from '@reelist/i18n';

// English lists read as the product's texts do, 'Ada, Bo and Cy' without a comma before 'and': British English's
// form (US English adds that comma). The other languages list in their own way ('Ada, Bo und Cy', 'Ada、Bo、Cy').
const listTag = (): string => {
  const locale = currentLocale();
  return locale === 'en' ? 'en-GB' : locale;
};

/** 'Ada', 'Ada and Bo', 'Ada, Bo and Cy' in the interface's language. */
export const andList = (items: readonly string[]): string =>
  new Intl.ListFormat(listTag(), { type: 'conjunction' }).format(items);

/** A short list of names: 'A, B' in English, as the language joins them otherwise ('A et B', 'A、B'). */
export const shortList = (items: readonly string[]): string =>
  currentLocale() === 'en' ? items.join(', ') : andList(items);
