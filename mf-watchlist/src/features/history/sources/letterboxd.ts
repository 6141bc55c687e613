import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { ImportError } from '../../../lib/import-error';
import { baseName, defined } from './archive';
import { firstLine, headerOf, readCsvRows, readPaddedCsv, tableOf, trimPadding, usableRows } from './csv';
import type { CsvTable } from './csv';
import { letterboxdList } from './letterboxd-lists';
import type { ParsedHistory } from './lists';
import { SKIP_REASONS } from './messages';
import { say } from './said';
import type { SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { isoDateTime, rating10, yearFrom } from './values';

/**
 * Letterboxd's export (README, import traps): a ZIP of CSVs, or any one of them chosen alone. Letterboxd gives no
 * ids, only name + year, so every record is `media: 'unknown'` (some entries are TMDB TV records) for the matcher
 * to resolve by title. Diary rows are the viewings; the other files only add what the diary does not say.
 */

type Kind = 'diary' | 'reviews' | 'watched' | 'ratings' | 'likes' | 'watchlist' | 'list';

/** What the preview says was found when one file is chosen alone. */
const KIND_LABELS: Record<Kind, MessageDescriptor> = {
  diary: msg`Letterboxd diary (CSV)`,
  reviews: msg`Letterboxd reviews (CSV)`,
  watched: msg`Letterboxd watched films (CSV)`,
  ratings: msg`Letterboxd ratings (CSV)`,
  likes: msg`Letterboxd liked films (CSV)`,
  watchlist: msg`Letterboxd watchlist (CSV)`,
  list: msg`Letterboxd list (CSV)`,
};

// Not read: deleted and orphaned entries, comments, liked lists and reviews (as Yamtrack does), and profile.csv,
// which is personal data (e-mail address, name) and must never be kept.
const IGNORED = new Set(['profile.csv', 'comments.csv', 'likes/lists.csv', 'likes/reviews.csv']);
const IGNORED_FOLDERS = new Set(['deleted', 'orphaned']);
const FOLDERS = new Set(['likes', 'lists', ...IGNORED_FOLDERS]);

/** The path inside the export, without a wrapping folder: `letterboxd-alex-.../likes/films.csv` -> `likes/films.csv`. */
function relativePath(path: string): string {
  const parts = path.replace(/\\/g, '/').toLowerCase().split('/');
  const name = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2];
  return folder !== undefined && FOLDERS.has(folder) ? `${folder}/${name}` : name;
}

const LIST_TABLE = /^\s*"?Position"?\s*,\s*"?Name"?\s*,\s*"?Year"?\s*,\s*"?URL"?/m;
const isListTableHeader = (cells: readonly string[]): boolean =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the header of Letterboxd's list table (data)
  ['Position', 'Name', 'Year', 'URL'].every((name, column) => cells[column]?.trim() === name);

function isIgnored(file: TextFile): boolean {
  const path = relativePath(file.path);
  const header = headerOf(file.text);
  const isProfile = header.includes('Date Joined') && header.includes('Username');
  return IGNORED.has(path) || IGNORED_FOLDERS.has(path.split('/')[0] ?? '') || isProfile;
}

/**
 * Which Letterboxd file this is, by its header, and by its name for the three files that share one
 * (`Date,Name,Year,Letterboxd URI`): such a file named neither `watchlist` nor `likes/films.csv` is watched.csv.
 */
function kindOf(file: TextFile): Kind | undefined {
  if (isIgnored(file)) return undefined;
  if (firstLine(file.text).startsWith('Letterboxd list export') || LIST_TABLE.test(file.text)) return 'list';
  const header = headerOf(file.text);
  if (!header.includes('Letterboxd URI')) return undefined;
  if (header.includes('Review')) return 'reviews';
  if (header.includes('Watched Date') || header.includes('Rewatch')) return 'diary';
  if (header.includes('Rating')) return 'ratings';
  const path = relativePath(file.path);
  const name = baseName(path);
  if (name.includes('watchlist')) return 'watchlist';
  if (path.startsWith('likes/') || name === 'films.csv' || name.includes('like')) return 'likes';
  return 'watched';
}

/** The film table of a file (a list's table sits below its metadata block, found by its header row), or why not. */
function tableIn(kind: Kind, text: string): CsvTable | string {
  if (kind !== 'list') {
    const table = readPaddedCsv(text);
    return table.header.includes('Name') ? table : say(msg`This Letterboxd file has no Name column`);
  }
  const rows = readCsvRows(text);
  const start = rows.findIndex(isListTableHeader);
  return start === -1
    ? say(msg`This Letterboxd list has no Position,Name,Year,URL table`)
    : tableOf(trimPadding(rows.slice(start)));
}

const filmKey = (row: Record<string, string>): string =>
  `${(row.Name ?? '').trim().toLowerCase()}|${yearFrom(row.Year) ?? ''}`;

interface Read {
  file: string;
  kind: Kind;
  table: CsvTable;
  /** The file's text: a list's name and description sit above its table. */
  text: string;
}

/** Builds the records of one export, file kind by file kind, remembering which films already count as watched. */
class LetterboxdReader {
  readonly records: SourceRecord[] = [];
  readonly skipped: SkippedRow[] = [];
  /** Films (name|year) with a dated viewing: diary rows and reviews without a diary entry. */
  private readonly viewed = new Set<string>();
  /** Films already given an undated "watched" record (watched.csv, ratings.csv, likes). */
  private readonly undated = new Set<string>();
  private readonly diaryByUri = new Map<string, SourceRecord>();
  private readonly diaryByDay = new Map<string, SourceRecord[]>();

  /** Keeps a record (without its undefined fields) and returns it, so a review can still join it. */
  private push(record: SourceRecord): SourceRecord {
    const kept = defined(record);
    this.records.push(kept);
    return kept;
  }

  /** The rows of a table that name a film; rows without a name are skipped. */
  private *rows(read: Read): Generator<{ row: Record<string, string>; n: number; name: string }> {
    for (const { row, n } of usableRows(read.table, read.file, this.skipped)) {
      const name = row.Name?.trim();
      if (name) yield { row, n, name };
      else this.skipped.push({ file: read.file, row: n, reason: SKIP_REASONS.noTitle });
    }
  }

  private film(read: Read, n: number, name: string, row: Record<string, string>): SourceRecord {
    const uri = (read.kind === 'list' ? row.URL : row['Letterboxd URI'])?.trim();
    const prefix = read.kind === 'list' ? `list/${baseName(read.file).replace(/\.csv$/i, '')}` : read.kind;
    return {
      file: read.file,
      row: n,
      title: name,
      year: yearFrom(row.Year),
      media: 'unknown',
      ids: {},
      sourceKey: `${prefix}:${uri || filmKey(row)}`,
    };
  }

  /** A viewing from a diary or review row: Watched Date (else the logged Date), rating x2, rewatch. */
  private viewing(read: Read, n: number, name: string, row: Record<string, string>): SourceRecord {
    const watchedAt = isoDateTime(row['Watched Date']) ?? isoDateTime(row.Date);
    const uri = row['Letterboxd URI']?.trim();
    const record: SourceRecord = {
      ...this.film(read, n, name, row),
      ...(watchedAt ? { watchedAt } : { watchedUndated: true }),
      rewatch: /^yes$/i.test(row.Rewatch?.trim() ?? ''),
      rating10: rating10(row.Rating, 5),
      // The diary URI points at the entry, so it is unique per viewing; without one, name + day + row keeps it so.
      sourceKey: uri || `${read.kind}:${filmKey(row)}|${row['Watched Date'] ?? ''}|${n}`,
    };
    this.viewed.add(filmKey(row));
    return record;
  }

  diary(read: Read): void {
    for (const { row, n, name } of this.rows(read)) {
      const record = this.push(this.viewing(read, n, name, row));
      const uri = row['Letterboxd URI']?.trim();
      if (uri) this.diaryByUri.set(uri, record);
      const day = `${row['Watched Date']?.trim() ?? ''}|${filmKey(row)}`;
      this.diaryByDay.set(day, [...(this.diaryByDay.get(day) ?? []), record]);
    }
  }

  /** Review text joins its diary entry (same URI, else same Watched Date + film); an unmatched review is a viewing. */
  reviews(read: Read): void {
    for (const { row, n, name } of this.rows(read)) {
      const review = row.Review?.trim() || undefined;
      const uri = row['Letterboxd URI']?.trim();
      const day = `${row['Watched Date']?.trim() ?? ''}|${filmKey(row)}`;
      const entry =
        (uri ? this.diaryByUri.get(uri) : undefined) ?? this.diaryByDay.get(day)?.find((r) => r.review === undefined);
      if (entry) {
        if (review) entry.review = review;
      } else {
        this.push({ ...this.viewing(read, n, name, row), review });
      }
    }
  }

  /** watched.csv `Date` is when the film was marked watched, not a viewing: only films without a viewing. */
  watched(read: Read): void {
    for (const { row, n, name } of this.rows(read)) {
      const key = filmKey(row);
      if (this.viewed.has(key) || this.undated.has(key)) continue;
      this.undated.add(key);
      this.push({ ...this.film(read, n, name, row), watchedUndated: true });
    }
  }

  /** The current score of a film; it also says "watched" when nothing else did. */
  ratings(read: Read): void {
    for (const { row, n, name } of this.rows(read)) {
      const score = rating10(row.Rating, 5);
      if (score === undefined) {
        this.skipped.push({ file: read.file, row: n, reason: SKIP_REASONS.noRating });
        continue;
      }
      const key = filmKey(row);
      const watched = this.viewed.has(key) || this.undated.has(key);
      this.undated.add(key);
      this.push({
        ...this.film(read, n, name, row),
        rating10: score,
        ratedAt: isoDateTime(row.Date),
        ...(watched ? {} : { watchedUndated: true }),
      });
    }
  }

  /** A liked film is a watched film; a like adds a record only for films nothing else marked watched. */
  likes(read: Read): void {
    this.watched(read);
  }

  /**
   * watchlist.csv and lists: titles to watch (the import plan never demotes a title already watched). A list also
   * becomes a list of the visitor's (letterboxd-lists.ts), made of these records.
   */
  watchlist(read: Read): void {
    for (const { row, n, name } of this.rows(read)) {
      const addedAt = read.kind === 'watchlist' ? isoDateTime(row.Date) : undefined;
      this.push({ ...this.film(read, n, name, row), watchlist: true, addedAt });
    }
  }
}

// Diary first: the other files only add what the diary does not already say.
const ORDER: Kind[] = ['diary', 'reviews', 'watched', 'ratings', 'likes', 'watchlist', 'list'];

function parse(files: readonly TextFile[]): ParsedHistory {
  const reader = new LetterboxdReader();
  const ignoredFiles: string[] = [];
  const reads: Read[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const kind = kindOf(file);
    if (!kind) {
      ignoredFiles.push(file.path);
      continue;
    }
    const table = tableIn(kind, file.text);
    if (typeof table === 'string') {
      problems.push(table);
      reader.skipped.push({ file: file.path, row: 0, reason: table });
    } else reads.push({ file: file.path, kind, table, text: file.text });
  }
  if (reads.length === 0) {
    throw new ImportError(problems[0] ?? say(msg`This is not a Letterboxd export: it has no Letterboxd URI column`));
  }
  for (const kind of ORDER) {
    for (const read of reads.filter((r) => r.kind === kind)) {
      if (kind === 'list') reader.watchlist(read);
      else reader[kind](read);
    }
  }
  const only = reads.length === 1 && files.length === 1 ? reads[0] : undefined;
  return {
    source: 'letterboxd',
    label: say(only ? KIND_LABELS[only.kind] : msg`Letterboxd export (ZIP)`),
    records: reader.records,
    skipped: reader.skipped,
    missing: [],
    ignoredFiles,
    lists: reads
      .filter((read) => read.kind === 'list')
      .map((read) => letterboxdList({ path: read.file, text: read.text }, read.table, reader.records)),
  };
}

export const letterboxdParser: SourceParser = {
  source: 'letterboxd',
  detect: (files) => files.some((file) => kindOf(file) !== undefined),
  parse,
};
