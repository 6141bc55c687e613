import { msg } from '@lingui/core/macro';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { ImportError } from '../../../lib/import-error';
import { arrayOf, countOf, defined, objectOf, readJson, scalarOf, textOf } from './archive';
import type { JsonObject } from './archive';
import { mediaKind, SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { ParsedSource, SkippedRow, SourceParser, SourceRecord, TextFile } from '../../../lib/source-types';
import { decimal, isoDateTime, positiveId, rating10 } from './values';

/**
 * Ryot's `CompleteExport` (README, import traps): one JSON object whose `metadata` array (`media` before Feb 2025)
 * holds `{lot, source, identifier, source_id, seen_history, reviews, collections}`. Movies and shows from TMDB
 * are read: each seen entry becomes a viewing (a show's with season and episode numbers becomes an episode),
 * each title review a rating (0-100 as a string, so 85 -> 8.5) with its text, and the Watchlist collection a
 * watchlist entry. Other media, other sources and episode reviews are skipped with the reason.
 */

/** Keys of a CompleteExport other than the media, so an export without media is still recognised. */
const EXPORT_KEYS = ['collections', 'exercises', 'measurements', 'metadata_groups', 'people', 'workouts'];

/** The media list: `metadata` when it holds entries, else the older `media`. */
function mediaOf(value: unknown): readonly unknown[] {
  const root = objectOf(value);
  const metadata = arrayOf(root?.metadata);
  return metadata.length > 0 ? metadata : arrayOf(root?.media);
}

function looksLikeRyot(value: unknown): boolean {
  const root = objectOf(value);
  if (!root || !('metadata' in root || 'media' in root)) return false;
  const first = objectOf(mediaOf(root)[0]);
  return first ? 'lot' in first && 'identifier' in first : EXPORT_KEYS.some((key) => key in root);
}

type Base = Pick<SourceRecord, 'file' | 'row' | 'title' | 'media' | 'ids'>;

/** A collection's name: collections were strings, then `{collection_name}` (July 2025) or `{collectionName}`. */
const collectionName = (value: unknown): string | undefined => {
  const object = objectOf(value);
  return object ? textOf(object.collection_name ?? object.collectionName ?? object.name) : textOf(value);
};

/** The watchlist entry when the item is in the Watchlist collection, dated when the collection entry is. */
function watchlisted(base: Base, key: string, collections: unknown): SourceRecord[] {
  const entry = arrayOf(collections).find((value) => collectionName(value)?.toLowerCase() === 'watchlist');
  if (entry === undefined) return [];
  const object = objectOf(entry);
  const addedAt = isoDateTime(textOf(object?.created_on ?? object?.createdOn));
  return [defined({ ...base, watchlist: true, addedAt, sourceKey: `${key}:watchlist` })];
}

/** Seen entries: movie viewings, or show episodes; a partial viewing (progress under 100) is skipped. */
function seen(base: Base, key: string, history: unknown, skip: (reason: string) => void): SourceRecord[] {
  return arrayOf(history).flatMap((value, index) => {
    const entry = objectOf(value);
    if (!entry) return [];
    const progress = decimal(scalarOf(entry.progress));
    if (progress !== undefined && progress < 100) {
      skip(SKIP_REASONS.unfinished);
      return [];
    }
    const watchedAt = isoDateTime(textOf(entry.ended_on)) ?? isoDateTime(textOf(entry.started_on));
    const season = countOf(entry.show_season_number);
    const number = countOf(entry.show_episode_number);
    const episode =
      base.media === 'tv' && season !== undefined && number !== undefined ? { season, number } : undefined;
    return [
      defined({
        ...base,
        ...(episode ? { media: 'episode' as const, idsOf: 'title' as const, episode } : {}),
        ...(watchedAt ? { watchedAt } : { watchedUndated: true }),
        sourceKey: `${key}:seen:${index + 1}`,
      }),
    ];
  });
}

/** Title reviews: a rating and its text; episode reviews are skipped. */
function reviews(base: Base, key: string, list: unknown, skip: (reason: string) => void): SourceRecord[] {
  return arrayOf(list).flatMap((value, index) => {
    const entry = objectOf(value);
    if (!entry) return [];
    if (entry.show_season_number != null || entry.show_episode_number != null) {
      skip(SKIP_REASONS.episodeRating);
      return [];
    }
    const review = objectOf(entry.review);
    const ratedAt = isoDateTime(textOf(review?.date));
    const opinion = defined({ rating10: rating10(scalarOf(entry.rating), 100), review: textOf(review?.text) });
    if (Object.keys(opinion).length === 0) return [];
    return [defined({ ...base, ...opinion, ratedAt, sourceKey: `${key}:review:${ratedAt ?? index + 1}` })];
  });
}

function readItem(item: JsonObject, file: string, row: number, skipped: SkippedRow[]): SourceRecord[] {
  const skip = (reason: string): void => void skipped.push({ file, row, reason });
  const lot = textOf(item.lot) ?? '';
  if (lot !== 'movie' && lot !== 'show') {
    skip(lot ? SKIP_REASONS.otherMedia(mediaKind(lot)) : SKIP_REASONS.notAnEntry);
    return [];
  }
  const source = textOf(item.source) ?? '';
  const tmdb = positiveId(scalarOf(item.identifier));
  if (source !== 'tmdb' || !tmdb) {
    skip(
      source === 'tmdb'
        ? SKIP_REASONS.noTitle
        : SKIP_REASONS.otherSource(mediaKind(lot), source || SKIP_REASONS.unknownSource),
    );
    return [];
  }
  const media = lot === 'movie' ? 'movie' : 'tv';
  const base: Base = { file, row, title: textOf(item.source_id) ?? '', media, ids: { tmdb } };
  const key = `${lot}:${tmdb}`;
  return [
    ...seen(base, key, item.seen_history, skip),
    ...reviews(base, key, item.reviews, skip),
    ...watchlisted(base, key, item.collections),
  ];
}

function parseRyot(files: readonly TextFile[]): ParsedSource {
  const file = files.find((candidate) => looksLikeRyot(readJson(candidate))) ?? files[0];
  if (!file) throw new ImportError(SOURCE_MESSAGES.nothingToImport(WATCH_SOURCE_LABELS.ryot));
  const value = readJson(file);
  if (value === undefined) throw new ImportError(SOURCE_MESSAGES.notJson(WATCH_SOURCE_LABELS.ryot));
  const records: SourceRecord[] = [];
  const skipped: SkippedRow[] = [];
  mediaOf(value).forEach((entry, index) => {
    const item = objectOf(entry);
    if (item) records.push(...readItem(item, file.path, index + 1, skipped));
    else skipped.push({ file: file.path, row: index + 1, reason: SKIP_REASONS.notAnEntry });
  });
  if (records.length === 0 && skipped.length === 0)
    throw new ImportError(SOURCE_MESSAGES.nothingToImport(WATCH_SOURCE_LABELS.ryot));
  return {
    source: 'ryot',
    label: say(msg`Ryot export (JSON)`),
    records,
    skipped,
    missing: [],
    ignoredFiles: files.filter((other) => other !== file).map((other) => other.path),
  };
}

export const ryotParser: SourceParser = {
  source: 'ryot',
  detect: (files) => files.some((file) => looksLikeRyot(readJson(file))),
  parse: parseRyot,
};
