import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { arrayOf, countOf, defined, objectOf, readJson, scalarOf, textOf } from './archive';
import type { JsonObject } from './archive';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import type { ParsedHistory } from './lists';
import { say } from './said';
import { flatName, missingSections } from './trakt-errors';
import type { SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { traktLists } from './trakt-lists';
import { imdbId, isoDateTime, positiveId, rating10, yearFrom } from './values';

/**
 * Trakt's export (README, import traps): a ZIP of JSON arrays, one file per API endpoint, flat
 * (`watched-history-1.json`) or, in older exports, in folders (`watched/history-1.json`). History plays become
 * viewings, movie and show ratings become ratings, the watchlist and personal lists become watchlist entries (each
 * personal list a list of the visitor's too: trakt-lists.ts), and the watched roll-ups add titles that have no play
 * in the history. Files holding personal data (`user-*.json`) and every other file are never read, only listed as
 * ignored.
 */

/** The download's name: `trakt-export-<slug>.zip`. */
export const TRAKT_ZIP_NAME = /^trakt-export-.+\.zip$/i;

type Kind = 'history' | 'ratings' | 'watchlist' | 'list' | 'watchedMovies' | 'watchedShows' | 'errors';

const KINDS: ReadonlyArray<readonly [RegExp, Kind]> = [
  [/^watched-history(-\d+)?\.json$/, 'history'],
  [/^watched-movies(-\d+)?\.json$/, 'watchedMovies'],
  [/^watched-shows(-\d+)?\.json$/, 'watchedShows'],
  [/^ratings-(movies|shows|seasons|episodes)(-\d+)?\.json$/, 'ratings'],
  [/^lists-watchlist(-\d+)?\.json$/, 'watchlist'],
  [/^lists-list-\d+(-.*)?\.json$/, 'list'],
  [/^_errors\.json$/, 'errors'],
];
/** Kinds in the order they are read: the roll-ups need the history's titles. */
const ORDER: readonly Kind[] = ['history', 'ratings', 'watchlist', 'list', 'watchedMovies', 'watchedShows', 'errors'];
const kindOf = (path: string): Kind | undefined => KINDS.find(([pattern]) => pattern.test(flatName(path)))?.[1];

/** True for an array whose first entry has the keys of a Trakt history, rating, list or roll-up item. */
function looksLikeTrakt(value: unknown): boolean {
  const first = objectOf(arrayOf(value)[0]);
  if (!first) return false;
  return ('watched_at' in first && 'action' in first) || 'rated_at' in first || 'listed_at' in first;
}

// ---- titles and their keys ----

interface Title {
  title: string;
  year?: number;
  ids: SourceRecord['ids'];
  /** Trakt's id of the title (else `tmdb:<id>`, `imdb:<id>` or the slug), for source keys. */
  key?: string;
}

function titleOf(value: unknown): Title | undefined {
  const media = objectOf(value);
  if (!media) return undefined;
  const raw = objectOf(media.ids) ?? {};
  const ids = defined({
    tmdb: positiveId(scalarOf(raw.tmdb)),
    imdb: imdbId(textOf(raw.imdb)),
    tvdb: positiveId(scalarOf(raw.tvdb)),
  });
  const trakt = positiveId(scalarOf(raw.trakt));
  const key = trakt ? String(trakt) : ids.tmdb ? `tmdb:${ids.tmdb}` : ids.imdb ? `imdb:${ids.imdb}` : textOf(raw.slug);
  const title = textOf(media.title);
  if (!title && !ids.tmdb && !ids.imdb && !ids.tvdb) return undefined;
  return defined({ title: title ?? '', year: yearFrom(scalarOf(media.year)), ids, key });
}

/** Every id a title is known by, so a roll-up finds the title whichever id the history used. */
const keysOf = (kind: 'movie' | 'show', title: Title): string[] =>
  [title.key, title.ids.tmdb && `tmdb:${title.ids.tmdb}`, title.ids.imdb && `imdb:${title.ids.imdb}`]
    .filter((key): key is string => typeof key === 'string')
    .map((key) => `${kind}:${key}`);

// ---- the parse ----

interface Row {
  file: string;
  row: number;
  item: JsonObject;
}

class TraktReader {
  readonly records: SourceRecord[] = [];
  readonly skipped: SkippedRow[] = [];
  readonly missing: string[] = [];
  private readonly seen = new Set<string>();
  private readonly watchedTitles = new Set<string>();

  read(kind: Kind, file: TextFile): void {
    const value = readJson(file);
    if (value === undefined) return this.skip({ file: file.path, row: 0 }, SKIP_REASONS.fileNotJson);
    if (kind === 'errors') {
      this.missing.push(...missingSections(value));
      return;
    }
    if (!Array.isArray(value)) return this.skip({ file: file.path, row: 0 }, SKIP_REASONS.fileNotList);
    const listId = /^lists-list-(\d+)/.exec(flatName(file.path))?.[1];
    value.forEach((entry: unknown, index) => {
      const item = objectOf(entry);
      const at = { file: file.path, row: index + 1 };
      if (!item) return this.skip(at, SKIP_REASONS.notAnEntry);
      const row = { ...at, item };
      if (kind === 'history') this.history(row);
      else if (kind === 'ratings') this.rating(row);
      else if (kind === 'watchlist') this.listed(row, 'watchlist');
      else if (kind === 'list') this.listed(row, `list:${listId ?? '?'}`);
      else this.rollUp(row, kind === 'watchedMovies' ? 'movie' : 'show');
    });
  }

  private skip({ file, row }: { file: string; row: number }, reason: string): void {
    this.skipped.push({ file, row, reason });
  }

  private add(at: Row, title: Title, record: Omit<SourceRecord, 'file' | 'row' | 'title' | 'ids'>): void {
    if (this.seen.has(record.sourceKey)) return;
    this.seen.add(record.sourceKey);
    const { file, row } = at;
    this.records.push(defined({ file, row, title: title.title, year: title.year, ids: title.ids, ...record }));
  }

  private history(at: Row): void {
    const { item } = at;
    const type = textOf(item.type) ?? '';
    if (type !== 'movie' && type !== 'episode') return this.skip(at, SKIP_REASONS.unknownType(type));
    const title = titleOf(type === 'movie' ? item.movie : item.show);
    if (!title) return this.skip(at, SKIP_REASONS.noTitle);
    const watchedAt = isoDateTime(textOf(item.watched_at));
    if (!watchedAt) return this.skip(at, SKIP_REASONS.noWatchDate);
    const id = scalarOf(item.id);
    const sourceKey = `history:${id ?? `${watchedAt}:${type}:${title.key ?? at.row}`}`;
    keysOf(type === 'movie' ? 'movie' : 'show', title).forEach((key) => this.watchedTitles.add(key));
    if (type === 'movie') return this.add(at, title, { media: 'movie', watchedAt, sourceKey });
    const episode = objectOf(item.episode) ?? {};
    const season = countOf(episode.season);
    const number = countOf(episode.number);
    this.add(at, title, {
      media: 'episode',
      idsOf: 'title',
      episode:
        season !== undefined && number !== undefined
          ? defined({ season, number, name: textOf(episode.title) })
          : undefined,
      watchedAt,
      sourceKey,
    });
  }

  private rating(at: Row): void {
    const { item } = at;
    const type = textOf(item.type) ?? '';
    if (type === 'season') return this.skip(at, SKIP_REASONS.seasonRating);
    if (type === 'episode') return this.skip(at, SKIP_REASONS.episodeRating);
    if (type !== 'movie' && type !== 'show') return this.skip(at, SKIP_REASONS.unknownType(type));
    const title = titleOf(item[type]);
    if (!title) return this.skip(at, SKIP_REASONS.noTitle);
    const rating = rating10(scalarOf(item.rating), 10);
    if (rating === undefined) return this.skip(at, SKIP_REASONS.noRating);
    this.add(at, title, {
      media: type === 'movie' ? 'movie' : 'tv',
      rating10: rating,
      ratedAt: isoDateTime(textOf(item.rated_at)),
      sourceKey: `rating:${type}:${title.key ?? `${at.file}#${at.row}`}`,
    });
  }

  private listed(at: Row, list: string): void {
    const { item } = at;
    const type = textOf(item.type) ?? '';
    if (type === 'season') return this.skip(at, SKIP_REASONS.seasonOnList);
    if (type === 'episode') return this.skip(at, SKIP_REASONS.episodeOnList);
    if (type === 'person') return this.skip(at, SKIP_REASONS.personOnList);
    if (type !== 'movie' && type !== 'show') return this.skip(at, SKIP_REASONS.unknownType(type));
    const title = titleOf(item[type]);
    if (!title) return this.skip(at, SKIP_REASONS.noTitle);
    const id = scalarOf(item.id);
    this.add(at, title, {
      media: type === 'movie' ? 'movie' : 'tv',
      watchlist: true,
      addedAt: isoDateTime(textOf(item.listed_at)),
      sourceKey: `${list}:${id ?? `${type}:${title.key ?? at.row}`}`,
    });
  }

  /** A `watched-movies`/`watched-shows` entry, kept only when the history has no play of that title. */
  private rollUp(at: Row, kind: 'movie' | 'show'): void {
    const title = titleOf(at.item[kind]);
    if (!title) return this.skip(at, SKIP_REASONS.noTitle);
    if (keysOf(kind, title).some((key) => this.watchedTitles.has(key))) return;
    const watchedAt = isoDateTime(textOf(at.item.last_watched_at));
    this.add(at, title, {
      media: kind === 'movie' ? 'movie' : 'tv',
      ...(watchedAt ? { watchedAt } : { watchedUndated: true }),
      sourceKey: `watched:${kind}:${title.key ?? `${at.file}#${at.row}`}`,
    });
  }
}

function parseTrakt(files: readonly TextFile[]): ParsedHistory {
  const reader = new TraktReader();
  const ignoredFiles: string[] = [];
  // The lists' names and descriptions: read with the lists' items, never on their own.
  const listsFile = files.find((file) => flatName(file.path) === 'lists-lists.json');
  const known = files.flatMap((file) => {
    const kind = kindOf(file.path);
    if (!kind && file !== listsFile) ignoredFiles.push(file.path);
    return kind ? [{ kind, file }] : [];
  });
  for (const kind of ORDER) known.filter((entry) => entry.kind === kind).forEach(({ file }) => reader.read(kind, file));
  const { records, skipped, missing } = reader;
  if (records.length === 0 && skipped.length === 0) {
    throw new ImportError(SOURCE_MESSAGES.nothingToImport(WATCH_SOURCE_LABELS.trakt, missing));
  }
  const label = say(files.length > 1 ? msg`Trakt export (ZIP)` : msg`Trakt export (JSON)`);
  const listFiles = known.flatMap((entry) => (entry.kind === 'list' ? [entry.file] : []));
  const lists = traktLists(listFiles, listsFile, records);
  return { source: 'trakt', label, records, skipped, missing, ignoredFiles, lists };
}

export const traktParser: SourceParser = {
  source: 'trakt',
  detect: (files) =>
    files.some((file) => {
      const kind = kindOf(file.path);
      return kind !== undefined && kind !== 'errors' && looksLikeTrakt(readJson(file));
    }),
  parse: parseTrakt,
};
