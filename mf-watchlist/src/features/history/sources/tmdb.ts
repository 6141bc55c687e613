import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { baseName, defined } from './archive';
import { headerOf, readPaddedCsv, usableRows } from './csv';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { CsvTable } from './csv';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { imdbId, isoDateTime, positiveId, rating10, wholeNumber, yearFrom } from './values';

/**
 * TMDB's account CSVs (README, import traps): ratings and watchlist share one header,
 * `TMDb ID,IMDb ID,Type,Name,Release Date,Season Number,Episode Number,Rating,Your Rating,Date Rated`.
 * Rated episodes are `tv` rows with a season and episode number whose ids are the EPISODE's, not the show's.
 */

type Kind = 'ratings' | 'watchlist';

/** The column of a title's TMDB id. */
const ID_COLUMN_NAME = 'TMDb ID';
// eslint-disable-next-line lingui/no-unlocalized-strings -- columns of TMDB's file (data)
const REQUIRED = [ID_COLUMN_NAME, 'Type'];

/** The file's name says which file it is; else a file with any rated row is the ratings file. */
function kindOf(path: string, table: CsvTable): Kind {
  const name = baseName(path);
  if (name.includes('rating')) return 'ratings';
  if (name.includes('watchlist')) return 'watchlist';
  return table.rows.some((row) => rating10(row['Your Rating'], 10) !== undefined) ? 'ratings' : 'watchlist';
}

/** What a row is about: the title, or one of its episodes (`Friends S1E1`: season 1, episode 1). */
function episodeOf(row: Record<string, string>): { season: number; number: number } | undefined | 'invalid' {
  const seasonText = row['Season Number']?.trim() ?? '';
  const numberText = row['Episode Number']?.trim() ?? '';
  if (!seasonText && !numberText) return undefined;
  const season = wholeNumber(seasonText);
  const number = wholeNumber(numberText);
  return season === undefined || number === undefined ? 'invalid' : { season, number };
}

function readFile(file: TextFile, table: CsvTable, kind: Kind, skipped: SkippedRow[]): SourceRecord[] {
  const records: SourceRecord[] = [];
  for (const { row, n } of usableRows(table, file.path, skipped)) {
    const skip = (reason: string): void => {
      skipped.push({ file: file.path, row: n, reason });
    };
    const type = row.Type?.trim().toLowerCase() ?? '';
    const tmdb = positiveId(row['TMDb ID']);
    const imdb = imdbId(row['IMDb ID']);
    const episode = episodeOf(row);
    const rating = rating10(row['Your Rating'], 10);
    const date = isoDateTime(row['Date Rated']);
    if (type !== 'movie' && type !== 'tv') {
      skip(SKIP_REASONS.unknownType(row.Type?.trim() ?? ''));
      continue;
    }
    if (tmdb === undefined && imdb === undefined) {
      skip(SKIP_REASONS.noTitle);
      continue;
    }
    if (episode === 'invalid') {
      skip(SKIP_REASONS.noEpisodeNumber);
      continue;
    }
    if (kind === 'ratings' && rating === undefined) {
      skip(SKIP_REASONS.noRating);
      continue;
    }
    const name = row.Name?.trim() ?? '';
    const record: SourceRecord = {
      file: file.path,
      row: n,
      // An episode's Name is `Show S1E1`: the show's title is what the matcher needs.
      title: episode ? name.replace(/\s+S\d+\s*E\d+$/i, '') : name,
      // An episode's Release Date is the episode's, not the show's first-air year.
      year: episode ? undefined : yearFrom(row['Release Date']?.trim().slice(0, 4)),
      media: episode ? 'episode' : type,
      ids: defined({ tmdb, imdb }),
      ...(episode ? { idsOf: 'episode' as const, episode } : {}),
      rating10: rating,
      ratedAt: rating === undefined ? undefined : date,
      sourceKey: `${kind}:${type}:${tmdb ?? imdb ?? ''}${episode ? `:${episode.season}x${episode.number}` : ''}`,
    };
    if (kind === 'watchlist') {
      // The watchlist file fills Date Rated too: presumably the day the title was added (unconfirmed).
      records.push(defined({ ...record, watchlist: true, addedAt: date }));
    } else {
      // A rating implies a viewing, dated when rated (as IMDb ratings are, after Trakt's own importer).
      records.push(defined({ ...record, ...(date ? { watchedAt: date } : { watchedUndated: true }) }));
    }
  }
  return records;
}

function parse(files: readonly TextFile[]): ParsedSource {
  const records: SourceRecord[] = [];
  const skipped: SkippedRow[] = [];
  const ignoredFiles: string[] = [];
  const kinds = new Set<Kind>();
  let problem: string | undefined;
  for (const file of files) {
    const table = readPaddedCsv(file.text);
    const missing = REQUIRED.find((name) => !table.header.includes(name));
    if (missing) {
      problem ??= SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.tmdb, missing);
      ignoredFiles.push(file.path);
      continue;
    }
    const kind = kindOf(file.path, table);
    kinds.add(kind);
    for (const record of readFile(file, table, kind, skipped)) records.push(record);
  }
  if (kinds.size === 0)
    throw new ImportError(problem ?? SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.tmdb, ID_COLUMN_NAME));
  const label = say(
    kinds.size === 2
      ? msg`TMDB ratings and watchlist (CSV)`
      : kinds.has('ratings')
        ? msg`TMDB ratings (CSV)`
        : msg`TMDB watchlist (CSV)`,
  );
  return { source: 'tmdb', label, records, skipped, missing: [], ignoredFiles };
}

export const tmdbParser: SourceParser = {
  source: 'tmdb',
  detect: (files) =>
    files.some((file) => {
      const header = headerOf(file.text);
      return REQUIRED.every((name) => header.includes(name));
    }),
  parse,
};
