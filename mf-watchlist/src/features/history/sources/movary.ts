import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { defined } from './archive';
import { headerOf, readPaddedCsv, usableRows } from './csv';
import type { CsvTable } from './csv';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { imdbId, isoDateTime, positiveId, rating10, yearFrom } from './values';

/**
 * Movary's three CSV exports (README, import traps), movies only, recognised by header because the server does
 * not name the downloads: `title,year,tmdbId,imdbId` followed by `watchedAt,comment,location` (history),
 * `userRating` (ratings) or `addedAt` (watchlist).
 */

type Kind = 'history' | 'ratings' | 'watchlist';

const KIND_COLUMNS: ReadonlyArray<readonly [string, Kind]> = [
  ['watchedAt', 'history'],
  ['userRating', 'ratings'],
  ['addedAt', 'watchlist'],
];

const kindOf = (header: readonly string[]): Kind | undefined =>
  header.includes('tmdbId') ? KIND_COLUMNS.find(([column]) => header.includes(column))?.[1] : undefined;

class MovaryReader {
  readonly records: SourceRecord[] = [];
  readonly skipped: SkippedRow[] = [];
  private readonly occurrences = new Map<string, number>();

  read(file: string, table: CsvTable, kind: Kind): void {
    for (const { row, n } of usableRows(table, file, this.skipped)) {
      const tmdb = positiveId(row.tmdbId);
      const imdb = imdbId(row.imdbId);
      const title = row.title?.trim() ?? '';
      const year = yearFrom(row.year);
      const skip = (reason: string): void => {
        this.skipped.push({ file, row: n, reason });
      };
      if (!title && tmdb === undefined && imdb === undefined) {
        skip(SKIP_REASONS.noTitle);
        continue;
      }
      const id = tmdb ?? imdb ?? `${title.toLowerCase()}|${year ?? ''}`;
      const base: SourceRecord = {
        file,
        row: n,
        title,
        year,
        media: 'movie',
        ids: defined({ tmdb, imdb }),
        sourceKey: '',
      };
      if (kind === 'history') {
        const day = row.watchedAt?.trim() ?? '';
        const watchedAt = isoDateTime(day);
        if (day && !watchedAt) {
          skip(SKIP_REASONS.noWatchDate);
          continue;
        }
        // Two plays on one day are two identical rows: the occurrence index keeps them two viewings.
        const key = `history:${id}:${day || 'undated'}`;
        const occurrence = (this.occurrences.get(key) ?? 0) + 1;
        this.occurrences.set(key, occurrence);
        this.push({
          ...base,
          ...(watchedAt ? { watchedAt } : { watchedUndated: true }),
          review: row.comment?.trim() || undefined,
          sourceKey: `${key}:${occurrence}`,
        });
      } else if (kind === 'ratings') {
        const rating = rating10(row.userRating, 10);
        if (rating === undefined) skip(SKIP_REASONS.noRating);
        else this.push({ ...base, rating10: rating, sourceKey: `ratings:${id}` });
      } else {
        // addedAt's format is unconfirmed (a database timestamp): ISO and `YYYY-MM-DD HH:MM:SS` (UTC) are read.
        this.push({ ...base, watchlist: true, addedAt: isoDateTime(row.addedAt), sourceKey: `watchlist:${id}` });
      }
    }
  }

  private push(record: SourceRecord): void {
    this.records.push(defined(record));
  }
}

const LABELS: Record<Kind, MessageDescriptor> = {
  history: msg`Movary history (CSV)`,
  ratings: msg`Movary ratings (CSV)`,
  watchlist: msg`Movary watchlist (CSV)`,
};

function parse(files: readonly TextFile[]): ParsedSource {
  const reader = new MovaryReader();
  const ignoredFiles: string[] = [];
  const kinds: Kind[] = [];
  // A file with tmdbId but none of the columns that say which export it is.
  let unknownKind = false;
  for (const file of files) {
    const table = readPaddedCsv(file.text);
    const kind = kindOf(table.header);
    if (table.header.includes('tmdbId') && !kind) unknownKind = true;
    if (!kind) ignoredFiles.push(file.path);
    else {
      kinds.push(kind);
      reader.read(file.path, table, kind);
    }
  }
  if (kinds.length === 0) {
    throw new ImportError(
      unknownKind
        ? say(msg`This Movary file has no watchedAt, userRating or addedAt column`)
        : SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.movary, 'tmdbId'),
    );
  }
  const label = say(kinds.length === 1 && kinds[0] ? LABELS[kinds[0]] : msg`Movary export (CSV)`);
  return { source: 'movary', label, records: reader.records, skipped: reader.skipped, missing: [], ignoredFiles };
}

export const movaryParser: SourceParser = {
  source: 'movary',
  detect: (files) =>
    files.some((file) => {
      const header = headerOf(file.text);
      return header.includes('title') && kindOf(header) !== undefined;
    }),
  parse,
};
