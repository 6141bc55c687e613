import { t } from '@lingui/core/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { mediaTypeFrom, parseWatchlistItem } from '@reelist/storage';
import { CSV_TAGS_COLUMN } from '../export';
import { ADJUSTED_NOTES, isDateText, isGiven, isNumberLike, isUnknownStatus } from './adjusted-notes';
import { unneutralise } from '../../lib/csv-cells';
import { CSV_COLUMNS } from '../../lib/csv-columns';
import type { CsvColumn } from '../../lib/csv-columns';
import { ImportError } from '../../lib/import-error';
import type { AdjustedEntry, InvalidEntry } from '../../lib/parsed-import';

/** The columns the importer reads: the export's, and the Tags column an export with tags ends with. */
const IMPORT_COLUMNS = [...CSV_COLUMNS, CSV_TAGS_COLUMN] as const;

/** Which header key holds each known column; matched case-insensitively, ignoring spaces and a BOM. */
export type CsvHeaderMap = Partial<Record<CsvColumn | typeof CSV_TAGS_COLUMN, string>>;

const canonical = (name: string): string =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Maps the file's header to the known columns; a file without a Title column cannot be imported. */
export function csvHeaderMap(fields: readonly string[]): CsvHeaderMap {
  const map: CsvHeaderMap = {};
  for (const field of fields) {
    const column = IMPORT_COLUMNS.find((known) => known.toLowerCase() === canonical(field));
    if (column && !map[column]) map[column] = field;
  }
  if (!map.Title) throw new ImportError(IMPORT_MESSAGES.parseFailed(t`the CSV file has no Title column`));
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

/** The TMDB ID column's value when it is a movie-service id (a positive whole number), else undefined. */
export function tmdbIdOf(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** What the import rules did to a row's cells that the row does not say: the notes of the import preview. */
function notesOf(
  cells: Record<'type' | 'status' | 'rating' | 'release' | 'added' | 'id', string>,
  item: WatchlistItem,
) {
  const notes: string[] = [];
  if (isGiven(cells.id) && tmdbIdOf(cells.id) === undefined) notes.push(ADJUSTED_NOTES.badTmdbId);
  if (isGiven(cells.type) && mediaTypeFrom(cells.type) === undefined) notes.push(ADJUSTED_NOTES.unknownType);
  if (isUnknownStatus(cells.status, item.status)) notes.push(ADJUSTED_NOTES.unknownStatus);
  if (isGiven(cells.rating) && !isNumberLike(cells.rating)) notes.push(ADJUSTED_NOTES.badRating);
  if (isGiven(cells.release) && !isDateText(cells.release)) notes.push(ADJUSTED_NOTES.badReleaseDate);
  if (isGiven(cells.added) && !isDateText(cells.added)) notes.push(ADJUSTED_NOTES.badAddedDate);
  return notes;
}

/**
 * CSV records (header-keyed, as a CSV parser gives them) to watchlist items, each row read by column and checked
 * like any imported entry: Type 'TV Show' becomes tv and anything else movie, Rating a number else
 * 0, Status by label (unknown = want_to_watch). The id is the TMDB ID column's when it holds one (with the row's
 * Type), else generated (negative). Rows without a title are reported; rows whose values the rules replaced are
 * listed in `adjusted`. `firstRow` numbers the rows when a large file arrives in chunks.
 */
export function csvRecordsToItems(
  records: ReadonlyArray<Record<string, unknown>>,
  header: CsvHeaderMap,
  now: Date,
  firstRow = 1,
): { items: WatchlistItem[]; invalid: InvalidEntry[]; adjusted: AdjustedEntry[] } {
  const items: WatchlistItem[] = [];
  const invalid: InvalidEntry[] = [];
  const adjusted: AdjustedEntry[] = [];
  records.forEach((record, index) => {
    const row = firstRow + index;
    const cells = {
      type: cell(record, header.Type),
      status: cell(record, header.Status),
      rating: cell(record, header.Rating),
      release: cell(record, header['Release Date']).trim(),
      added: cell(record, header['Added Date']).trim(),
      id: cell(record, header['TMDB ID']),
    };
    const result = parseWatchlistItem(
      {
        id: 0,
        title: cell(record, header.Title),
        mediaType: mediaTypeFrom(cells.type) ?? 'movie',
        status: cells.status,
        rating: cells.rating,
        releaseDate: cells.release,
        addedDate: cells.added,
        overview: cell(record, header.Overview),
        // "cinema; with kids": split on semicolons (or commas) and cleaned like any tags.
        tags: cell(record, header[CSV_TAGS_COLUMN]),
      },
      { now },
    );
    if (!result.ok) {
      invalid.push({ row, reason: result.reason });
      return;
    }
    items.push({ ...result.item, id: tmdbIdOf(cells.id) ?? generatedId(result.item) });
    for (const note of notesOf(cells, result.item)) adjusted.push({ row, note });
  });
  return { items, invalid, adjusted };
}
