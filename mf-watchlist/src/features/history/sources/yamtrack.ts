import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { defined } from './archive';
import { headerOf, readPaddedCsv, usableRows } from './csv';
import type { CsvTable } from './csv';
import { mediaKind, SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { isoDateTime, positiveId, rating10, wholeNumber } from './values';

/**
 * Yamtrack's CSV export (README, import traps): one file, every cell quoted, header
 * `media_id,source,media_type,title,image,season_number,episode_number,score,progress,status,start_date,end_date,
 * notes,progressed_at` (earlier `progress_changed`; neither is needed). Only TMDB movies, shows, seasons and
 * episodes are read; an episode row carries its SHOW's `media_id` with its season and episode numbers.
 */

const REQUIRED = ['media_id', 'source', 'media_type'];

/** A Yamtrack date: `2025-01-02`, or a date-time with a space before the time and an offset (`+00:00`). */
const yamtrackDate = (value: string | undefined): string | undefined =>
  isoDateTime(value) ?? isoDateTime(value?.trim().replace(' ', 'T'));

const dropped = (): string => say(msg`Dropped, with no rating or review to import.`);
const seasonRow = (): string => say(msg`Season rows are not imported; the rows of their episodes are.`);

class YamtrackReader {
  readonly records: SourceRecord[] = [];
  readonly skipped: SkippedRow[] = [];
  private readonly keys = new Map<string, number>();

  /** One row as a record, or why it is skipped. */
  private recordOf(file: string, n: number, row: Record<string, string>): SourceRecord | string {
    const source = row.source?.trim().toLowerCase() ?? '';
    const type = row.media_type?.trim().toLowerCase() ?? '';
    if (source !== 'tmdb') return SKIP_REASONS.otherSource(mediaKind(type), source || SKIP_REASONS.unknownSource);
    if (!['movie', 'tv', 'season', 'episode'].includes(type)) return SKIP_REASONS.otherMedia(mediaKind(type));
    const tmdb = positiveId(row.media_id);
    if (tmdb === undefined) return SKIP_REASONS.noTitle;
    const status = row.status?.trim().toLowerCase() ?? '';
    const toWatch = ['planning', 'in progress', 'paused'].includes(status);
    const end = yamtrackDate(row.end_date);
    const base: SourceRecord = {
      file,
      row: n,
      title: row.title?.trim() ?? '',
      media: type === 'movie' ? 'movie' : 'tv',
      ids: { tmdb },
      rating10: rating10(row.score, 10),
      review: row.notes?.trim() || undefined,
      sourceKey: this.key(row),
    };
    if (type === 'episode') {
      const season = wholeNumber(row.season_number);
      const number = wholeNumber(row.episode_number);
      if (season === undefined || number === undefined) return say(msg`No season or episode number.`);
      // An episode row is a viewing whatever its status (Yamtrack leaves it empty).
      return {
        ...base,
        media: 'episode',
        episode: { season, number },
        ...(end ? { watchedAt: end } : { watchedUndated: true }),
      };
    }
    // A season's own row says no more than its episodes' rows, except that the show is still to watch.
    if (type === 'season')
      return toWatch ? { ...base, rating10: undefined, review: undefined, watchlist: true } : seasonRow();
    if (status === 'completed') return { ...base, ...(end ? { watchedAt: end } : { watchedUndated: true }) };
    // In progress and Paused are titles being watched: they stay on the watchlist, as Planning ones go on it.
    if (toWatch) return { ...base, watchlist: true, inProgress: status === 'in progress' || undefined };
    if (base.rating10 !== undefined || base.review) return base;
    return status === 'dropped' ? dropped() : SKIP_REASONS.unknownStatus(row.status?.trim() ?? '');
  }

  /** media_id + media_type + season + episode + end_date; a repeat of all of them (a rewatch) gets `#2`. */
  private key(row: Record<string, string>): string {
    const fields = ['media_id', 'media_type', 'season_number', 'episode_number', 'end_date'];
    const key = fields.map((field) => row[field]?.trim() ?? '').join('|');
    const seen = (this.keys.get(key) ?? 0) + 1;
    this.keys.set(key, seen);
    return seen === 1 ? key : `${key}#${seen}`;
  }

  read(file: string, table: CsvTable): void {
    for (const { row, n } of usableRows(table, file, this.skipped)) {
      const record = this.recordOf(file, n, row);
      if (typeof record === 'string') this.skipped.push({ file, row: n, reason: record });
      else this.records.push(defined(record));
    }
  }
}

function parse(files: readonly TextFile[]): ParsedSource {
  const reader = new YamtrackReader();
  const ignoredFiles: string[] = [];
  let missing: string | undefined;
  let read = 0;
  for (const file of files) {
    const table = readPaddedCsv(file.text);
    const absent = REQUIRED.find((name) => !table.header.includes(name));
    if (absent) {
      missing ??= absent;
      ignoredFiles.push(file.path);
    } else {
      read += 1;
      reader.read(file.path, table);
    }
  }
  if (read === 0) throw new ImportError(SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.yamtrack, missing ?? 'media_id'));
  return {
    source: 'yamtrack',
    label: say(msg`Yamtrack export (CSV)`),
    records: reader.records,
    skipped: reader.skipped,
    missing: [],
    ignoredFiles,
  };
}

export const yamtrackParser: SourceParser = {
  source: 'yamtrack',
  detect: (files) =>
    files.some((file) => {
      const header = headerOf(file.text);
      return REQUIRED.every((name) => header.includes(name));
    }),
  parse,
};
