import { detailPath } from '@reelist/contracts';
import type { UserList } from '@reelist/contracts';
import { neutralise, quoteCell } from '../../lib/csv-cells';

const row = (cells: readonly string[]) => cells.map((cell) => quoteCell(neutralise(cell))).join(',');

/** The file name of a list's export: its name in lower case, words joined by hyphens. */
export function listFileName(list: Pick<UserList, 'name'>): string {
  const slug = list.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `reelist-list-${slug || 'untitled'}.csv`;
}

/**
 * A list as Letterboxd writes one (and its importer reads): a header block with the list's date, name and
 * description, a blank line, then `Position,Name,Year,URL,Description` with each title's place and note. The URL is
 * the title's page here; Letterboxd matches a film by its name and year.
 */
export function listToLetterboxdCsv(list: UserList, origin: string): string {
  // Letterboxd's file format, in English whatever the interface's language: data, not text for the visitor.
  /* eslint-disable lingui/no-unlocalized-strings -- Letterboxd's header lines and column names (data) */
  const lines = [
    'Letterboxd list export v7',
    row(['Date', 'Name', 'Tags', 'URL', 'Description']),
    row([list.createdAt.slice(0, 10), list.name, '', '', list.description]),
    '',
    row(['Position', 'Name', 'Year', 'URL', 'Description']),
    /* eslint-enable lingui/no-unlocalized-strings */
    ...list.items.map((item, index) =>
      row([
        String(index + 1),
        item.title,
        item.year === undefined ? '' : String(item.year),
        `${origin}${detailPath(item.media_type, item.id)}`,
        item.note ?? '',
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
