import type { ListItem } from '@reelist/contracts';

export type ListSort = 'custom' | 'added' | 'title' | 'year';

/** The views of an unranked list; a ranked one is always read in its own order. */
export const SORTS: { value: ListSort; label: string }[] = [
  { value: 'custom', label: 'Your order' },
  { value: 'added', label: 'Recently added' },
  { value: 'title', label: 'Title (A-Z)' },
  { value: 'year', label: 'Year (newest)' },
];

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The items in a view's order (a copy; the list's own order is left as it is). */
export function sortedItems(items: readonly ListItem[], sort: ListSort): readonly ListItem[] {
  if (sort === 'custom') return items;
  const copy = [...items];
  if (sort === 'added') return copy.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  if (sort === 'title') return copy.sort((a, b) => byTitle.compare(a.title, b.title));
  return copy.sort((a, b) => (b.year ?? -1) - (a.year ?? -1));
}
