import type { WatchSource } from '@reelist/contracts';

/**
 * The importers' common language. A parser turns the files of one service's export into SourceRecords: what a
 * row says, in the source's terms, before anything is matched to the catalogue. The matcher then resolves each
 * record to a catalogue title, and the import plan decides what becomes watchlist items, watch-log entries,
 * ratings and reviews. Parsers are pure (no network, no storage, no DOM) so they run in the import worker.
 */

/** A file of an import: its path inside the archive (or its own name when chosen alone) and its bytes. */
export interface ImportFile {
  /** `diary.csv`, `letterboxd-alex-2025-01-01-10-00-utc/diary.csv`, `watched/history-1.json`, ... */
  path: string;
  bytes: Uint8Array;
}

/** A file decoded to text (UTF-8, else windows-1252 on invalid bytes; a leading BOM removed). */
export interface TextFile {
  path: string;
  text: string;
}

/** What the source says the row is. `episode` rows carry the show's ids (or the episode's, see `idsOf`). */
export type MediaHint = 'movie' | 'tv' | 'episode' | 'unknown';

/** What a row records. A row may record several things (a rated diary entry is a viewing with a rating). */
export interface SourceRecord {
  /** The file (path as given) and the 1-based data row (CSV) or array index + 1 (JSON) it came from. */
  file: string;
  row: number;
  /** The title as the source names it (for episodes: the show's title). */
  title: string;
  /** Original-language title when the source has one (IMDb 2024+ `Original Title`): preferred for matching. */
  originalTitle?: string;
  /** Release year (first-air year for shows), when known. */
  year?: number;
  media: MediaHint;
  /**
   * Ids the source gives. `tmdb`/`imdb`/`tvdb` are the title's (for an episode row: the show's) unless
   * `idsOf` is 'episode' (TMDB CSV and IMDb episode rows carry the episode's own ids).
   */
  ids: { tmdb?: number; imdb?: string; tvdb?: number };
  idsOf?: 'title' | 'episode';
  /** For episode rows: season (0 = specials) and episode number, when known. */
  episode?: { season: number; number: number; name?: string };
  /** Set when the row is a viewing: ISO date-time of the viewing ('YYYY-MM-DD' dates become T00:00:00.000Z). */
  watchedAt?: string;
  /** True when the row says the title was watched but gives no real viewing date (Letterboxd watched.csv). */
  watchedUndated?: boolean;
  rewatch?: boolean;
  /** The user's rating converted to 1-10 (Letterboxd x2, Ryot /10, ...); half points kept, never truncated. */
  rating10?: number;
  /** When the rating was given, ISO. */
  ratedAt?: string;
  /** The row puts the title on the watchlist (to watch). */
  watchlist?: boolean;
  /** The source says the title is being watched now (Watcharr WATCHING, Yamtrack "In progress"). */
  inProgress?: boolean;
  /** ISO date the title was added to the source's watchlist/list, when known. */
  addedAt?: string;
  /** Review text (Letterboxd reviews, Movary comments, Ryot reviews), kept as plain text. */
  review?: string;
  /**
   * The source's stable key for this row, so a re-import adds nothing: Trakt history `id`, Letterboxd diary
   * URI, IMDb `Const` + file kind, ... (stable across re-imports). Unique per viewing for viewing rows.
   */
  sourceKey: string;
}

/** A row the parser could not use, and why (shown in the import preview). */
export interface SkippedRow {
  file: string;
  row: number;
  reason: string;
}

/** What one export held, once parsed. */
export interface ParsedSource {
  source: WatchSource;
  /** What the preview says was found, e.g. "Letterboxd export (ZIP)", "IMDb ratings (CSV)". */
  label: string;
  records: SourceRecord[];
  skipped: SkippedRow[];
  /** Parts of the export the service itself says are missing (Trakt `_errors.json`), as readable names. */
  missing: string[];
  /** Files of the archive that were not read (personal data, unsupported), by path. */
  ignoredFiles: string[];
}

/** One source's parser: recognises its files by name and header / JSON keys, then parses them. */
export interface SourceParser {
  source: WatchSource;
  /** True when these files are this source's export. Must be cheap (header line / first keys only). */
  detect: (files: readonly TextFile[]) => boolean;
  /** Never throws for bad rows (they become SkippedRow); throws ImportError only when nothing is readable. */
  parse: (files: readonly TextFile[]) => ParsedSource;
}
