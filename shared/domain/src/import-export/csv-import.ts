import type { WatchlistItem } from '@reelist/contracts';
import { unneutralise } from './csv-cells';
import type { CsvColumn } from './csv-export';
import { ImportError, TRANSFER_MESSAGES } from './messages';
import type { InvalidEntry } from './normalise';
import { parseStatus } from './status';

/** Which header key holds each known column; matched case-insensitively, ignoring spaces and a BOM. */
export type CsvHeaderMap = Partial<Record<CsvColumn, string>>;

const canonical = (name: string): string =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
const KNOWN: ReadonlyArray<CsvColumn> = ['Title', 'Type', 'Status', 'Rating', 'Release Date', 'Added Date', 'Overview'];

/** Maps the file's header to the known columns; a file without a Title column cannot be imported. */
export function csvHeaderMap(fields: readonly string[]): CsvHeaderMap {
  const map: CsvHeaderMap = {};
  for (const field of fields) {
    const column = KNOWN.find((known) => known.toLowerCase() === canonical(field));
    if (column && !map[column]) map[column] = field;
  }
  if (!map.Title) throw new ImportError(TRANSFER_MESSAGES.parseFailed('the CSV file has no Title column'));
  return map;
}

/** FNV-1a, 32 bits: a stable id seed from the row's identity, so importing the same file twice finds duplicates. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Negative, so a generated id never meets a movie-service id (those are positive). */
export const generatedId = (item: Pick<WatchlistItem, 'title' | 'media_type' | 'release_date'>): number =>
  -(hash(`${item.media_type}|${item.title}|${item.release_date}`) % 2_147_483_647) - 1;

const cell = (record: Record<string, unknown>, key: string | undefined): string => {
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? unneutralise(value) : '';
};

/**
 * CSV records (header-keyed, as a CSV parser gives them) to watchlist items: Type 'TV Show' becomes tv, Rating a
 * number else 0, Status by label (unknown = want_to_watch), ids generated. Rows without a title are reported.
 * `firstRow` numbers the rows when a large file arrives in chunks.
 */
export function csvRecordsToItems(
  records: ReadonlyArray<Record<string, unknown>>,
  header: CsvHeaderMap,
  now: Date,
  firstRow = 1,
): { items: WatchlistItem[]; invalid: InvalidEntry[] } {
  const items: WatchlistItem[] = [];
  const invalid: InvalidEntry[] = [];
  const nowIso = now.toISOString();
  records.forEach((record, index) => {
    const title = cell(record, header.Title);
    if (!title.trim()) {
      invalid.push({ row: firstRow + index, reason: 'missing title' });
      return;
    }
    const type = cell(record, header.Type).trim().toLowerCase();
    const rating = Number(cell(record, header.Rating).trim() || 'x');
    const added = cell(record, header['Added Date']).trim();
    const item: WatchlistItem = {
      id: 0,
      title,
      poster_path: null,
      release_date: cell(record, header['Release Date']).trim(),
      vote_average: Number.isFinite(rating) ? rating : 0,
      media_type: type === 'tv show' || type === 'tv' ? 'tv' : 'movie',
      overview: cell(record, header.Overview),
      addedAt: added && !Number.isNaN(Date.parse(added)) ? added : nowIso,
      status: parseStatus(cell(record, header.Status)),
    };
    item.id = generatedId(item);
    items.push(item);
  });
  return { items, invalid };
}
