import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import type { ListItem } from '@reelist/contracts';
import { currentLocale, intlLocale } from '@reelist/i18n';
import { newestFirst } from '@reelist/domain';

export type ListSort = 'custom' | 'added' | 'title' | 'year';

/** The views of an unranked list; a ranked one is always read in its own order. Labels are read where shown. */
export const SORTS: { value: ListSort; label: MessageDescriptor }[] = [
  { value: 'custom', label: msg`Your order` },
  { value: 'added', label: msg`Recently added` },
  { value: 'title', label: msg`Title (A-Z)` },
  { value: 'year', label: msg`Year (newest)` },
];

const collators = new Map<string, Intl.Collator>();

/** Titles in the alphabetical order of the interface's language; one collator per language, built on first use. */
function titleCollator(): Intl.Collator {
  const locale = intlLocale(currentLocale());
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
  return collator;
}

/** The items in a view's order (a copy; the list's own order is left as it is). */
export function sortedItems(items: readonly ListItem[], sort: ListSort): readonly ListItem[] {
  if (sort === 'custom') return items;
  const copy = [...items];
  if (sort === 'added') return copy.sort((a, b) => newestFirst(a.addedAt, b.addedAt));
  if (sort === 'title') {
    const byTitle = titleCollator();
    return copy.sort((a, b) => byTitle.compare(a.title, b.title));
  }
  return copy.sort((a, b) => (b.year ?? -1) - (a.year ?? -1));
}
