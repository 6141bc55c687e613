import { plural, t } from '@lingui/core/macro';
import { IMPORT_MESSAGES } from '@reelist/domain';
import type { ListsPlan } from './plan-lists';

type Counted = Pick<ListsPlan, 'create' | 'titles'>;

/** How many lists an import makes and how many titles they hold, on their own: "3 lists (42 titles)". */
export function listsText({ create, titles }: Counted): string {
  const lists = create.length;
  return t`${plural(lists, { one: '# list', other: '# lists' })} (${plural(titles, { one: '# title', other: '# titles' })})`;
}

/** The preview's count of the lists an import makes and the titles they hold: "3 lists (42 titles) to create". */
export function listsToCreate({ create, titles }: Counted): string {
  const lists = create.length;
  return t`${plural(lists, { one: '# list', other: '# lists' })} (${plural(titles, { one: '# title', other: '# titles' })}) to create`;
}

/** What the visitor reads when an import made lists and nothing else. */
export function listsImported({ create, titles }: Counted): string {
  const lists = create.length;
  return t`Successfully imported ${plural(lists, { one: '# list', other: '# lists' })} (${plural(titles, { one: '# title', other: '# titles' })})!`;
}

/** The second line of a successful import's banner, when it made lists. */
export function listsCreated({ create, titles }: Counted): string {
  const lists = create.length;
  return t`Created ${plural(lists, { one: '# list', other: '# lists' })} (${plural(titles, { one: '# title', other: '# titles' })}).`;
}

/**
 * What an undo left because the visitor changed it since: titles (as every import says) and lists. Undefined when it
 * left nothing.
 */
export function keptSinceImport(titles: number, lists: number): string | undefined {
  if (lists === 0) return titles > 0 ? IMPORT_MESSAGES.undoKept(titles) : undefined;
  if (titles === 0) {
    return t`Import undone. Your changes to ${plural(lists, { one: '# list', other: '# lists' })} since the import were kept.`;
  }
  return t`Import undone. Your changes to ${plural(titles, { one: '# title', other: '# titles' })} and ${plural(lists, { one: '# list', other: '# lists' })} since the import were kept.`;
}
