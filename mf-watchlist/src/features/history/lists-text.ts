import { IMPORT_MESSAGES, plural } from '@reelist/domain';
import type { ListsPlan } from './plan-lists';

/** How many lists an import makes and how many titles they hold: "3 lists (42 titles)". */
export const listsText = ({ create, titles }: Pick<ListsPlan, 'create' | 'titles'>): string =>
  `${plural(create.length, 'list')} (${plural(titles, 'title')})`;

/** What the visitor reads when an import made lists and nothing else. */
export const listsImported = (lists: ListsPlan): string => `Successfully imported ${listsText(lists)}!`;

/** The second line of a successful import's banner, when it made lists. */
export const listsCreated = (lists: ListsPlan): string => `Created ${listsText(lists)}.`;

/**
 * What an undo left because the visitor changed it since: titles (as every import says) and lists. Undefined when it
 * left nothing.
 */
export function keptSinceImport(titles: number, lists: number): string | undefined {
  if (lists === 0) return titles > 0 ? IMPORT_MESSAGES.undoKept(titles) : undefined;
  const what = [titles > 0 ? plural(titles, 'title') : '', plural(lists, 'list')].filter(Boolean).join(' and ');
  return `Import undone. Your changes to ${what} since the import were kept.`;
}
