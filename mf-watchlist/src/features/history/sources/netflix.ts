import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { baseName, defined } from './archive';
import { headerOf, readPaddedCsv, usableRows } from './csv';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { CsvTable } from './csv';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { isoDateTime, rating10 } from './values';
import { splitNetflixTitles } from './netflix-titles';
import type { NetflixTitle } from './netflix-titles';

/**
 * Netflix (README, import traps): the per-profile `NetflixViewingHistory.csv` (`Title,Date`, dates in the
 * account's locale), or the data-request ZIP (`ViewingActivity.csv` for every profile, `Ratings.csv`,
 * `MyList.csv`). Netflix gives no ids: shows and episodes are read out of the title text, and films stay
 * `media: 'unknown'` so the matcher tries both films and shows.
 */

// ---------------------------------------------------------------------------------------------------------------
// Dates of the simple viewing history

export interface NetflixDateFormat {
  order: 'MDY' | 'DMY' | 'YMD';
  /** How the format is written, e.g. `M/D/YY`, `DD.MM.YY`, `YYYY/MM/DD`: for the user to confirm. */
  pattern: string;
  /** False when the column fits several formats and this one is the default guess. */
  certain: boolean;
}

const DATE = /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})$/;

/**
 * Guesses the date format of a viewing history's Date column from all of it: a four-digit first field is
 * year-first; any first field over 12 means day-first, any middle one over 12 month-first. When every date fits
 * both, `/` defaults to the US `M/D/YY` and `.` or `-` to day-first (no locale writes month-first with those).
 */
export function guessNetflixDateFormat(dates: readonly string[]): NetflixDateFormat {
  const fields = dates.flatMap((date) => {
    const match = DATE.exec(date.trim());
    return match
      ? [{ first: match[1] ?? '', separator: match[2] ?? '/', middle: match[3] ?? '', last: match[4] ?? '' }]
      : [];
  });
  const separators = fields.map((f) => f.separator);
  const separator = ['/', '.', '-'].reduce((best, s) =>
    separators.filter((x) => x === s).length > separators.filter((x) => x === best).length ? s : best,
  );
  const padded = fields.some((f) => /^0\d/.test(f.first) || /^0\d/.test(f.middle));
  const [day, month] = padded ? ['DD', 'MM'] : ['D', 'M'];
  if (fields.some((f) => f.first.length === 4)) {
    return { order: 'YMD', pattern: ['YYYY', 'MM', 'DD'].join(separator), certain: true };
  }
  const year = fields.some((f) => f.last.length === 4) ? 'YYYY' : 'YY';
  const dayFirst = fields.some((f) => Number(f.first) > 12);
  const monthFirst = fields.some((f) => Number(f.middle) > 12);
  const order = dayFirst || (!monthFirst && separator !== '/') ? 'DMY' : 'MDY';
  const pattern = (order === 'DMY' ? [day, month, year] : [month, day, year]).join(separator);
  return { order, pattern, certain: dayFirst !== monthFirst };
}

/** A history date read with a format (two-digit years are 20YY: Netflix streams since 2007), as ISO. */
export function netflixDate(value: string | undefined, format: NetflixDateFormat): string | undefined {
  const match = DATE.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', , middle = '', last = ''] = match;
  const [year, month, day] =
    format.order === 'YMD'
      ? [first, middle, last]
      : format.order === 'DMY'
        ? [last, middle, first]
        : [last, first, middle];
  const fullYear = year.length === 2 ? `20${year}` : year;
  return isoDateTime(`${fullYear.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Files

type Kind = 'history' | 'activity' | 'ratings' | 'myList';

function kindOf(file: TextFile): Kind | undefined {
  const header = headerOf(file.text).filter(Boolean);
  if (header.length === 2 && header[0] === 'Title' && header[1] === 'Date') return 'history';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- columns of Netflix's file (data)
  if (['Profile Name', 'Start Time', 'Title'].every((name) => header.includes(name))) return 'activity';
  if (!header.includes('Title Name')) return undefined;
  if (header.includes('Thumbs Value') || header.includes('Star Value')) return 'ratings';
  return /mylist/i.test(baseName(file.path)) ? 'myList' : undefined;
}

/** The profile names in a data-request export, in the order they first appear (empty for a simple history). */
export function netflixProfiles(files: readonly TextFile[]): string[] {
  const profiles = new Set<string>();
  for (const file of files) {
    const kind = kindOf(file);
    if (kind === undefined || kind === 'history') continue;
    for (const row of readPaddedCsv(file.text).rows) {
      const name = row['Profile Name']?.trim();
      if (name) profiles.add(name);
    }
  }
  return [...profiles];
}

/**
 * A viewing of a title, as an episode record when the title reads as one. An episode whose number Netflix does not
 * give keeps its name in `episode.name` with `number: 0` (no real episode is numbered 0): the matcher finds it
 * by name in the season.
 */
function viewingRecord(
  base: { file: string; row: number; watchedAt: string; sourceKey: string },
  title: Exclude<NetflixTitle, { kind: 'noShow' }>,
): SourceRecord {
  if (title.kind === 'film') return { ...base, title: title.title, media: 'unknown', ids: {} };
  const { show, season, number = 0, name } = title;
  return { ...base, title: show, media: 'episode', ids: {}, episode: defined({ season, number, name }) };
}

const noShow = (): string => say(msg`The title has no show name: Netflix no longer names this show.`);

class NetflixReader {
  readonly records: SourceRecord[] = [];
  readonly skipped: SkippedRow[] = [];
  private readonly keys = new Map<string, number>();

  private skip(file: string, row: number, reason: string): void {
    this.skipped.push({ file, row, reason });
  }

  /** A source key made unique: the same title twice on one day (or one second) gets `#2`. */
  private key(key: string): string {
    const seen = (this.keys.get(key) ?? 0) + 1;
    this.keys.set(key, seen);
    return seen === 1 ? key : `${key}#${seen}`;
  }

  history(file: string, table: CsvTable): void {
    const format = guessNetflixDateFormat(table.rows.map((row) => row.Date ?? ''));
    const titles = splitNetflixTitles(table.rows.map((row) => row.Title?.trim() ?? ''));
    for (const { row, n } of usableRows(table, file, this.skipped)) {
      const text = row.Title?.trim() ?? '';
      const title = titles.get(text);
      const watchedAt = netflixDate(row.Date, format);
      if (!text || !title) this.skip(file, n, SKIP_REASONS.noTitle);
      else if (title.kind === 'noShow') this.skip(file, n, noShow());
      else if (!watchedAt) {
        const date = row.Date ?? '';
        const pattern = format.pattern;
        this.skip(file, n, say(msg`"${date}" is not a date written ${pattern}.`));
      } else {
        const sourceKey = this.key(`default|${text}|${row.Date?.trim() ?? ''}`);
        this.records.push(defined(viewingRecord({ file, row: n, watchedAt, sourceKey }, title)));
      }
    }
  }

  /** Why Ryot drops a viewing-activity row (trailers, previews, earlier sessions), or undefined to keep it. */
  private static dropReason(row: Record<string, string>): string | undefined {
    const supplemental = row['Supplemental Video Type']?.trim();
    if (supplemental) {
      // Netflix's own word for it ("trailer", "hook"): data, shown as the file writes it.
      const kind = supplemental.toLowerCase();
      return say(msg`A ${kind}, not a film or episode.`);
    }
    if (/Clip:|Trailer:|_hook_|\(Trailer\)/i.test(row.Title ?? '')) {
      return say(msg`A trailer or clip, not a film or episode.`);
    }
    if (row.Attributes?.includes('Autoplayed: user action: None;')) {
      return say(msg`Autoplayed without the viewer acting.`);
    }
    if (row['Latest Bookmark']?.trim() === 'Not latest view') {
      return say(msg`An earlier session of a title played again later (Netflix marks it "Not latest view").`);
    }
    return undefined;
  }

  activity(file: string, table: CsvTable): void {
    const titles = splitNetflixTitles(table.rows.map((row) => row.Title?.trim() ?? ''));
    for (const { row, n } of usableRows(table, file, this.skipped)) {
      const text = row.Title?.trim() ?? '';
      const title = titles.get(text);
      const watchedAt = isoDateTime(row['Start Time']);
      const dropped = NetflixReader.dropReason(row);
      if (dropped) this.skip(file, n, dropped);
      else if (!text || !title) this.skip(file, n, SKIP_REASONS.noTitle);
      else if (title.kind === 'noShow') this.skip(file, n, noShow());
      else if (!watchedAt) this.skip(file, n, SKIP_REASONS.noWatchDate);
      else {
        const profile = row['Profile Name']?.trim() || 'default';
        const sourceKey = this.key(`${profile}|${text}|${row['Start Time']?.trim() ?? ''}`);
        this.records.push(defined(viewingRecord({ file, row: n, watchedAt, sourceKey }, title)));
      }
    }
  }

  /** Thumbs: 1 down -> 2, 2 up -> 8, 3 double up -> 10; legacy stars 1-5 -> x2. */
  ratings(file: string, table: CsvTable): void {
    const THUMBS: Record<string, number> = { '1': 2, '2': 8, '3': 10 };
    this.titleRows(file, table, 'rating', (row) => {
      const score = THUMBS[row['Thumbs Value']?.trim() ?? ''] ?? rating10(row['Star Value'], 5);
      return score === undefined ? null : { rating10: score, ratedAt: isoDateTime(row['Event Utc Ts']) };
    });
  }

  myList(file: string, table: CsvTable): void {
    // `Utc Title Add Date`: a column name seen in third-party code only (unconfirmed); absent, the date is unknown.
    this.titleRows(file, table, 'mylist', (row) => ({
      watchlist: true,
      addedAt: isoDateTime(row['Utc Title Add Date']),
    }));
  }

  /**
   * The rows of a file that names titles by `Title Name` per `Profile Name` (Ratings.csv, MyList.csv): `facts` gives
   * what a row says, or null when it says nothing usable (the row is skipped as unrated).
   */
  private titleRows(
    file: string,
    table: CsvTable,
    kind: string,
    facts: (row: Record<string, string>) => Partial<SourceRecord> | null,
  ): void {
    for (const { row, n } of usableRows(table, file, this.skipped)) {
      const title = row['Title Name']?.trim();
      const said = title ? facts(row) : null;
      if (!title) this.skip(file, n, SKIP_REASONS.noTitle);
      else if (!said) this.skip(file, n, SKIP_REASONS.noRating);
      else {
        const profile = row['Profile Name']?.trim() || 'default';
        this.records.push(
          defined({
            file,
            row: n,
            title,
            media: 'unknown',
            ids: {},
            ...said,
            sourceKey: this.key(`${profile}|${kind}|${title}`),
          }),
        );
      }
    }
  }
}

function parse(files: readonly TextFile[]): ParsedSource {
  const reader = new NetflixReader();
  const ignoredFiles: string[] = [];
  const kinds: Kind[] = [];
  for (const file of files) {
    const kind = kindOf(file);
    if (!kind) ignoredFiles.push(file.path);
    else {
      kinds.push(kind);
      reader[kind](file.path, readPaddedCsv(file.text));
    }
  }
  if (kinds.length === 0) {
    const hasTitle = files.some((file) => headerOf(file.text).includes('Title'));
    const columnName = hasTitle ? 'Date' : 'Title';
    throw new ImportError(SOURCE_MESSAGES.noColumn(WATCH_SOURCE_LABELS.netflix, columnName));
  }
  const simple = kinds.length === 1 && kinds[0] === 'history' && files.length === 1;
  return {
    source: 'netflix',
    label: say(simple ? msg`Netflix viewing history (CSV)` : msg`Netflix data request (ZIP)`),
    records: reader.records,
    skipped: reader.skipped,
    missing: [],
    ignoredFiles,
  };
}

export const netflixParser: SourceParser = {
  source: 'netflix',
  detect: (files) => files.some((file) => kindOf(file) !== undefined),
  parse,
};
