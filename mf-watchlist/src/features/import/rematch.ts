import type { StoredMatch } from '@reelist/storage';
import { withCatalogueTitle } from '../../lib/catalogue-title';
import type { ParsedImport } from '../../lib/parsed-import';

/**
 * The file as read, with the row at `index` (a row looked up in the catalogue) under the title the visitor picked
 * in the import review instead of what the matcher found: a row left unmatched gets one, a match is changed.
 */
export function rematched(parsed: ParsedImport, index: number, title: StoredMatch): ParsedImport {
  const row = parsed.matches?.find((match) => match.index === index);
  if (!row || !parsed.matches) return parsed;
  const matches = parsed.matches.map((match) => (match === row ? { ...match, title } : match));
  const items = parsed.items.map((item, at) => (at === index ? withCatalogueTitle(row.item, title) : item));
  const matched = matches.filter((match) => match.title !== null).length;
  return {
    ...parsed,
    items,
    matches,
    ...(parsed.matching ? { matching: { ...parsed.matching, matched } } : {}),
  };
}
