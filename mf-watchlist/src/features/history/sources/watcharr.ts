import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { arrayOf, countOf, defined, objectOf, readJson, scalarOf, textOf } from './archive';
import type { JsonObject } from './archive';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { imdbId, isoDateTime, positiveId, rating10, yearFrom } from './values';

/**
 * Watcharr's export (README, import traps): one JSON array of entries `{id, createdAt, updatedAt, status, rating,
 * thoughts, content, activity, watchedEpisodes}`. FINISHED entries become viewings, one per play recorded in the
 * activity (dated by its custom date, else when it was logged); every other status puts the title on the
 * watchlist. A rating of 0 means unrated; thoughts become the review. Game and book entries are skipped.
 */

const STATUSES = ['PLANNED', 'WATCHING', 'FINISHED', 'HOLD', 'DROPPED'];

/** Activities that record a play, in exports made before `countAsPlay` existed. */
const PLAY_TYPES = /^(ADDED_WATCHED|STATUS_CHANGED(_AUTO)?|IMPORTED_(ADDED_)?WATCHED.*)$/;
const RATING_TYPES = /^(RATING_CHANGED|IMPORTED_RATING)$/;

/** True for an activity that counts as a play: `countAsPlay`, else a FINISHED status or an import of a watch. */
function isPlay(activity: JsonObject): boolean {
  if (typeof activity.countAsPlay === 'boolean') return activity.countAsPlay;
  const type = textOf(activity.type) ?? '';
  if (!PLAY_TYPES.test(type)) return false;
  return type.startsWith('IMPORTED_') || (textOf(activity.data) ?? '').includes('FINISHED');
}

const dateOf = (activity: JsonObject): string | undefined =>
  isoDateTime(textOf(activity.customDate)) ?? isoDateTime(textOf(activity.createdAt));

/** True for an array whose first entry has Watcharr's keys: a status and a content, game or book. */
function looksLikeWatcharr(value: unknown): boolean {
  const first = objectOf(arrayOf(value)[0]);
  return (
    !!first &&
    STATUSES.includes(textOf(first.status) ?? '') &&
    ('content' in first || 'game' in first || 'book' in first)
  );
}

interface Entry {
  file: string;
  row: number;
  item: JsonObject;
}

type Base = Pick<SourceRecord, 'file' | 'row' | 'title' | 'year' | 'media' | 'ids'>;
type Opinion = Pick<SourceRecord, 'rating10' | 'ratedAt' | 'review'>;

/** One viewing per play, oldest first, the rating and review on the latest; one undated if none is recorded. */
function viewings(base: Base, key: string, item: JsonObject, activity: JsonObject[], opinion: Opinion): SourceRecord[] {
  const plays = activity
    .filter(isPlay)
    .map((entry, index) => ({ watchedAt: dateOf(entry), key: `${key}:play:${scalarOf(entry.id) ?? index + 1}` }))
    .sort((a, b) => (a.watchedAt ?? '').localeCompare(b.watchedAt ?? ''));
  if (plays.length === 0) plays.push({ watchedAt: isoDateTime(textOf(item.updatedAt)), key: `${key}:play` });
  return plays.map((play, index) =>
    defined({
      ...base,
      ...(play.watchedAt ? { watchedAt: play.watchedAt } : { watchedUndated: true }),
      rewatch: index > 0 ? true : undefined,
      ...(index === plays.length - 1 ? opinion : {}),
      sourceKey: play.key,
    }),
  );
}

/** The episodes of a show marked FINISHED (Watcharr keeps no date for them). */
function episodes(base: Base, key: string, watchedEpisodes: unknown): SourceRecord[] {
  return arrayOf(watchedEpisodes).flatMap((value) => {
    const watched = objectOf(value);
    const season = countOf(watched?.seasonNumber);
    const number = countOf(watched?.episodeNumber);
    if (!watched || textOf(watched.status) !== 'FINISHED' || season === undefined || number === undefined) return [];
    return [
      defined({
        ...base,
        media: 'episode',
        idsOf: 'title',
        episode: { season, number },
        watchedUndated: true,
        rating10: rating10(scalarOf(watched.rating), 10),
        sourceKey: `${key}:s${season}e${number}`,
      }),
    ];
  });
}

/** What the status says: viewings when FINISHED, else on the watchlist; a rating or review alone when unknown. */
function titleRecords(
  status: string,
  base: Base,
  key: string,
  item: JsonObject,
  activity: JsonObject[],
  opinion: Opinion,
): SourceRecord[] {
  if (status === 'FINISHED') return viewings(base, key, item, activity, opinion);
  if (STATUSES.includes(status)) {
    const addedAt = isoDateTime(textOf(item.createdAt));
    const inProgress = status === 'WATCHING' || undefined;
    return [defined({ ...base, watchlist: true, inProgress, addedAt, ...opinion, sourceKey: key })];
  }
  return Object.keys(opinion).length > 0 ? [{ ...base, ...opinion, sourceKey: key }] : [];
}

/** The records of one entry, or the reason it has none. */
function readEntry({ file, row, item }: Entry): SourceRecord[] | string {
  if (objectOf(item.game)) return SKIP_REASONS.game;
  if (objectOf(item.book)) return SKIP_REASONS.book;
  const content = objectOf(item.content);
  if (!content) return SKIP_REASONS.notAnEntry;
  const type = textOf(content.type);
  const tmdb = positiveId(scalarOf(content.tmdbId));
  const title = textOf(content.title);
  if (!title && !tmdb) return SKIP_REASONS.noTitle;
  const base: Base = defined({
    file,
    row,
    title: title ?? '',
    year: yearFrom(textOf(content.release_date)?.slice(0, 4)),
    media: type === 'movie' ? 'movie' : type === 'tv' ? 'tv' : 'unknown',
    ids: defined({ tmdb, imdb: imdbId(textOf(content.imdb_id)) }),
  });
  const key = tmdb ? `${base.media}:${tmdb}` : `watched:${scalarOf(item.id) ?? row}`;
  const activity = arrayOf(item.activity)
    .map(objectOf)
    .filter((entry): entry is JsonObject => entry !== undefined);
  const lastRating = activity.filter((entry) => RATING_TYPES.test(textOf(entry.type) ?? '')).at(-1);
  const opinion: Opinion = defined({
    rating10: rating10(scalarOf(item.rating), 10),
    ratedAt: lastRating && dateOf(lastRating),
    review: textOf(item.thoughts),
  });
  const shown = titleRecords(textOf(item.status) ?? '', base, key, item, activity, opinion);
  if (shown.length === 0) return SKIP_REASONS.unknownStatus(textOf(item.status) ?? '');
  return base.media === 'tv' ? [...shown, ...episodes(base, key, item.watchedEpisodes)] : shown;
}

function parseWatcharr(files: readonly TextFile[]): ParsedSource {
  const file = files.find((candidate) => looksLikeWatcharr(readJson(candidate))) ?? files[0];
  if (!file) throw new ImportError(SOURCE_MESSAGES.nothingToImport(WATCH_SOURCE_LABELS.watcharr));
  const value = readJson(file);
  if (value === undefined) throw new ImportError(SOURCE_MESSAGES.notJson(WATCH_SOURCE_LABELS.watcharr));
  const records: SourceRecord[] = [];
  const skipped: SkippedRow[] = [];
  arrayOf(value).forEach((entry, index) => {
    const item = objectOf(entry);
    const read = item ? readEntry({ file: file.path, row: index + 1, item }) : SKIP_REASONS.notAnEntry;
    if (typeof read === 'string') skipped.push({ file: file.path, row: index + 1, reason: read });
    else records.push(...read);
  });
  if (records.length === 0 && skipped.length === 0) {
    throw new ImportError(SOURCE_MESSAGES.nothingToImport(WATCH_SOURCE_LABELS.watcharr));
  }
  return {
    source: 'watcharr',
    label: say(msg`Watcharr export (JSON)`),
    records,
    skipped,
    missing: [],
    ignoredFiles: files.filter((other) => other !== file).map((other) => other.path),
  };
}

export const watcharrParser: SourceParser = {
  source: 'watcharr',
  detect: (files) => files.some((file) => looksLikeWatcharr(readJson(file))),
  parse: parseWatcharr,
};
