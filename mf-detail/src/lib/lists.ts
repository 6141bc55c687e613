import { currentLocale, intlLocale } from '@reelist/i18n';

/** Built on first use, one per language: a page's first Intl object starts ICU. */
const formats = new Map<string, Intl.ListFormat>();

// Names side by side, without 'and': 'A. Actor, Ada A.' in English, the language's own separator elsewhere.
function listFormat(): Intl.ListFormat {
  const locale = intlLocale(currentLocale());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** Names as one list in the interface's language ('A. Actor, Ada A.' in English). */
export const nameList = (names: readonly string[]): string => listFormat().format(names);

/**
 * The same list as parts, for a list whose names are elements (links): each name's index in `names`, or the
 * separator text between them.
 */
export function nameListParts(names: readonly string[]): Array<{ index: number } | { separator: string }> {
  let next = 0;
  return listFormat()
    .formatToParts(names)
    .map((part) => (part.type === 'element' ? { index: next++ } : { separator: part.value }));
}
