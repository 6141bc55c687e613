import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { baseName, defined } from './archive';
import { headerOf, readCsvRows, tableOf, trimPadding, usableRows } from './csv';
import { imdbList } from './imdb-lists';
import type { ImportedList, ParsedHistory } from './lists';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { CsvTable } from './csv';
import type { MediaHint, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { imdbId, isoDateTime, rating10, yearFrom } from './values';

/**
 * IMDb's ratings and watchlist/list CSVs (README, import traps), in all three header generations. Columns are
 * read by lower-cased name, because the 2017 files spell them `const`, `Title type`, `You rated`. A list's titles go
 * to the watchlist, and a list other than the watchlist becomes a list of the visitor's too (imdb-lists.ts).
 */

type Kind = 'ratings' | 'list';

/** The column of a title's IMDb id, as the files of 2024 and after spell it. */
const ID_COLUMN_NAME = 'Const';

// Both Title Type value sets: 2024+ and the older camelCase ones (which broke importers when IMDb changed them).
const TITLE_TYPES: Record<string, MediaHint | 'skip'> = {
  Movie: 'movie',
  'TV Movie': 'movie',
  'TV Special': 'movie',
  Video: 'movie',
  Short: 'movie',
  'TV Short': 'movie',
  'TV Series': 'tv',
  'TV Mini Series': 'tv',
  'TV Episode': 'episode',
  'Video Game': 'skip',
  'Music Video': 'skip',
  'Podcast Series': 'skip',
  'Podcast Episode': 'skip',
  // The 2017 files' own words (unconfirmed: from memory of those files, not from a source checked).
  'Feature Film': 'movie',
  'Short Film': 'movie',
  'Mini-Series': 'tv',
  Documentary: 'unknown',
  movie: 'movie',
  tvMovie: 'movie',
  tvSpecial: 'movie',
  video: 'movie',
  short: 'movie',
  tvShort: 'movie',
  tvSeries: 'tv',
  tvMiniSeries: 'tv',
  tvEpisode: 'episode',
  videoGame: 'skip',
  musicVideo: 'skip',
  podcastSeries: 'skip',
  podcastEpisode: 'skip',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CTIME = /^[a-z]{3}\s+([a-z]{3})\s+(\d{1,2})\s+(\d{2}:\d{2}:\d{2})\s+(\d{4})$/i;

/** A date of the 2017 files (`Sat Dec 31 00:00:00 2016`, read as UTC) or of the later ones (`2016-12-31`). */
function imdbDate(value: string | undefined): string | undefined {
  const match = CTIME.exec(value?.trim() ?? '');
  if (!match) return isoDateTime(value);
  const [, month = '', day = '', time = '', year = ''] = match;
  const monthNumber = MONTHS.indexOf(month.toLowerCase()) + 1;
  if (monthNumber === 0) return undefined;
  const iso = isoDateTime(`${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`);
  return iso && isoDateTime(`${iso.slice(0, 10)} ${time}`);
}

/** The table with lower-cased header names (`Const` and `const` alike). */
function lowerTable(text: string): CsvTable {
  const [header = [], ...rows] = trimPadding(readCsvRows(text));
  return tableOf([header.map((name) => name.toLowerCase()), ...rows]);
}

const lowerHeader = (text: string): string[] => headerOf(text).map((name) => name.toLowerCase());

/**
 * Ratings file or watchlist/list file. Lists have `Position`; the 2017 files have one shape for both, so their
 * name decides, else a file whose every row is rated is the ratings file.
 */
function kindOf(path: string, table: CsvTable): Kind {
  if (!table.header.includes('position')) return 'ratings';
  if (!table.header.includes('you rated')) return 'list';
  const name = baseName(path);
  if (name.includes('rating')) return 'ratings';
  if (name.includes('watchlist')) return 'list';
  return table.rows.length > 0 && table.rows.every((row) => rating10(row['you rated'], 10) !== undefined)
    ? 'ratings'
    : 'list';
}

function readFile(file: TextFile, table: CsvTable, kind: Kind, skipped: SkippedRow[]): SourceRecord[] {
  const records: SourceRecord[] = [];
  for (const { row, n } of usableRows(table, file.path, skipped)) {
    const skip = (reason: string): void => {
      skipped.push({ file: file.path, row: n, reason });
    };
    const id = imdbId(row.const);
    if (!id) {
      const value = row.const ?? '';
      skip(say(msg`"${value}" is not an IMDb id (Const).`));
      continue;
    }
    const type = row['title type']?.trim() ?? '';
    const media = TITLE_TYPES[type] ?? 'unknown';
    if (media === 'skip') {
      skip(say(msg`${type} is not a film or TV title.`));
      continue;
    }
    const rating = rating10(row['your rating'] ?? row['you rated'], 10);
    // The 2017 ratings file has no Date Rated: its `created` is when the title joined the ratings list.
    const ratedAt = rating === undefined ? undefined : (imdbDate(row['date rated']) ?? imdbDate(row.created));
    const base: SourceRecord = {
      file: file.path,
      row: n,
      title: row.title?.trim() || row['original title']?.trim() || id,
      originalTitle: row['original title']?.trim() || undefined,
      year: yearFrom(row.year),
      media,
      ids: { imdb: id },
      ...(media === 'episode' ? { idsOf: 'episode' as const } : {}),
      rating10: rating,
      ratedAt,
      sourceKey: `${kind}:${id}`,
    };
    if (kind === 'list') {
      records.push(defined({ ...base, watchlist: true, addedAt: imdbDate(row.created) }));
    } else if (rating === undefined) {
      skip(SKIP_REASONS.noRating);
    } else {
      // A rating implies a viewing: Trakt's own importer writes a history entry dated Date Rated.
      records.push(defined({ ...base, ...(ratedAt ? { watchedAt: ratedAt } : { watchedUndated: true }) }));
    }
  }
  return records;
}

const LABELS: Record<string, MessageDescriptor> = {
  ratings: msg`IMDb ratings (CSV)`,
  list: msg`IMDb watchlist or list (CSV)`,
  'list,ratings': msg`IMDb ratings and lists (CSV)`,
};

function parse(files: readonly TextFile[]): ParsedHistory {
  const records: SourceRecord[] = [];
  const lists: ImportedList[] = [];
  const skipped: SkippedRow[] = [];
  const ignoredFiles: string[] = [];
  const kinds = new Set<Kind>();
  for (const file of files) {
    const table = lowerTable(file.text);
    if (!table.header.includes('const')) {
      ignoredFiles.push(file.path);
      continue;
    }
    const kind = kindOf(file.path, table);
    kinds.add(kind);
    const read = readFile(file, table, kind, skipped);
    for (const record of read) records.push(record);
    const list = kind === 'list' ? imdbList(file, table, read) : undefined;
    if (list) lists.push(list);
  }
  if (kinds.size === 0) throw new ImportError(SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.imdb, ID_COLUMN_NAME));
  return {
    source: 'imdb',
    label: say(LABELS[[...kinds].sort().join(',')] ?? msg`IMDb (CSV)`),
    records,
    skipped,
    missing: [],
    ignoredFiles,
    lists,
  };
}

export const imdbParser: SourceParser = {
  source: 'imdb',
  detect: (files) =>
    files.some((file) => {
      const header = lowerHeader(file.text);
      return header.includes('const') && header.includes('title');
    }),
  parse,
};
