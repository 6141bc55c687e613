/**
 * What the import tells the user about other services' exports, in one place: the messages of the ImportErrors
 * thrown by the archive reader, the detector and the parsers, the reasons shown for rows they skip, and what an
 * export was found to be. Each is said (said.ts) when it is read: words on the page, coded in the import worker.
 */
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { coded, say, sayList } from './said';

export const SOURCE_MESSAGES = {
  get unknownFormat(): string {
    return say(
      msg`This file is not an export Reelist can read. Supported: Letterboxd, IMDb, Trakt, TMDB, Netflix, Movary, Watcharr, Yamtrack, Ryot, and Reelist's own CSV or JSON.`,
    );
  },
  get zipCorrupt(): string {
    return say(
      msg`This ZIP file is damaged or incomplete, so it cannot be opened. Download the export again and retry.`,
    );
  },
  zipTooLarge: (maxBytes: number): string => {
    const size = Math.round(maxBytes / (1024 * 1024));
    return say(msg`This ZIP file unpacks to more than ${size} MB, more than Reelist can import at once.`);
  },
  zipTooManyFiles: (maxFiles: number): string =>
    say(
      msg`This ZIP file holds more than ${plural(maxFiles, { one: '# file', other: '# files' })}, more than an export should. Choose the file the service gave you.`,
    ),
  get zipWithoutExport(): string {
    return say(
      msg`This ZIP file holds no CSV or JSON files. Choose the export file the service gave you, as it was downloaded.`,
    );
  },
  utf16: (file: string): string =>
    say(
      msg`The file "${file}" is saved as UTF-16 text, which Reelist cannot read. Save it again as UTF-8 (in a spreadsheet app: "CSV UTF-8"), or choose the file as the service gave it, and retry.`,
    ),
  /** `kind` is what the file is instead, as said by FILE_KINDS ("a PNG image"). */
  notText: (file: string, kind?: string): string =>
    kind
      ? say(
          msg`The file "${file}" is not a text file (it is ${kind}), so it cannot be imported. Choose the CSV, JSON or ZIP file the service gave you.`,
        )
      : say(
          msg`The file "${file}" is not a text file, so it cannot be imported. Choose the CSV, JSON or ZIP file the service gave you.`,
        ),
  /** `service` is the service's name ("Ryot"). */
  notJson: (service: string): string =>
    say(msg`This ${service} export is not valid JSON. Download the export again and retry.`),
  /** `missing`: the parts of the export the service could not export, each said (Trakt's section names). */
  nothingToImport: (service: string, missing: readonly string[] = []): string => {
    if (missing.length === 0) return say(msg`This ${service} export holds no movies or shows to import.`);
    const sections = sayList(missing);
    return say(
      msg`This ${service} export holds no movies or shows to import. ${service} could not export: ${sections}.`,
    );
  },
  /** A file of an export that lacks a column it needs (`column` as the file names it: data, never translated). */
  noColumn: (service: string, column: string): string => say(msg`This ${service} file has no ${column} column`),
} as const;

/** What a file that is not text is instead, for SOURCE_MESSAGES.notText. */
export const FILE_KINDS = {
  png: msg`a PNG image`,
  jpeg: msg`a JPEG image`,
  gif: msg`a GIF image`,
  pdf: msg`a PDF document`,
} as const satisfies Record<string, MessageDescriptor>;

/** Why a row of an export was not imported (shown in the import preview, next to the file and row). */
export const SKIP_REASONS = {
  get fileNotJson(): string {
    return say(msg`The file is not valid JSON, so none of its rows were read.`);
  },
  get fileNotList(): string {
    return say(msg`The file does not hold a list of entries, so none of its rows were read.`);
  },
  get notAnEntry(): string {
    return say(msg`Not an entry Reelist understands.`);
  },
  get noTitle(): string {
    return say(msg`No title or id to find the movie or show by.`);
  },
  get noWatchDate(): string {
    return say(msg`No valid watch date.`);
  },
  get noRating(): string {
    return say(msg`No valid rating.`);
  },
  get noEpisodeNumber(): string {
    return say(msg`No valid season and episode number.`);
  },
  /** `type` as the file writes it (data). */
  unknownType: (type: string): string =>
    type ? say(msg`Items of type "${type}" are not imported.`) : say(msg`Item without a type.`),
  get seasonRating(): string {
    return say(msg`Season ratings are not imported.`);
  },
  get episodeRating(): string {
    return say(msg`Episode ratings are not imported.`);
  },
  get seasonOnList(): string {
    return say(msg`Seasons on a list are not imported; add the show instead.`);
  },
  get episodeOnList(): string {
    return say(msg`Episodes on a list are not imported; add the show instead.`);
  },
  get personOnList(): string {
    return say(msg`People on a list are not imported.`);
  },
  get game(): string {
    return say(msg`Games are not imported.`);
  },
  get book(): string {
    return say(msg`Books are not imported.`);
  },
  /** `status` as the file writes it (data). */
  unknownStatus: (status: string): string =>
    status ? say(msg`Unknown status "${status}", and no rating or review.`) : say(msg`No status, rating or review.`),
  /** `kind`: the kind of media, said by MEDIA_KINDS ("Books"). */
  otherMedia: (kind: string): string => say(msg`${kind} are not imported; only movies and shows are.`),
  /** `kind` as for otherMedia; `source`: the database the entry comes from, as the file names it (or unknownSource). */
  otherSource: (kind: string, source: string): string =>
    say(msg`${kind} from ${source} are not supported; only ones from TMDB are.`),
  get unknownSource(): string {
    return say(msg`an unknown source`);
  },
  get unfinished(): string {
    return say(msg`Viewing not finished.`);
  },
  unclosedQuote: (swallowed: number): string =>
    say(
      msg`A quotation mark in this row is not closed on its line, so the next ${plural(swallowed, { one: '# row', other: '# rows' })} ran into it; none of them could be read.`,
    ),
  ranIntoRow: (row: number): string =>
    say(msg`Ran into row ${row}, whose quotation mark is not closed on its line, so it could not be read.`),
} as const;

/**
 * What a parser says of a row whose cells do not line up with the header (the row is skipped, not the file). A
 * constant, so coded wherever it is said: the preview reads it with `spoken`.
 */
export const RAGGED_ROW_REASON = coded(
  msg`The row has a different number of cells than the header, so none of it was read.`,
);

/**
 * Kinds of media other services keep, by the name Yamtrack and Ryot give them, as skip reasons name them (with
 * their context for the translators: the subject of otherMedia's and otherSource's sentences).
 */
const MEDIA_KINDS: Record<string, MessageDescriptor> = {
  movie: msg({ context: 'kind of media, subject of a sentence', message: 'Movies' }),
  tv: msg({ context: 'kind of media, subject of a sentence', message: 'Shows' }),
  show: msg({ context: 'kind of media, subject of a sentence', message: 'Shows' }),
  season: msg({ context: 'kind of media, subject of a sentence', message: 'Seasons' }),
  episode: msg({ context: 'kind of media, subject of a sentence', message: 'Episodes' }),
  anime: msg({ context: 'kind of media, subject of a sentence', message: 'Anime' }),
  manga: msg({ context: 'kind of media, subject of a sentence', message: 'Manga' }),
  game: msg({ context: 'kind of media, subject of a sentence', message: 'Games' }),
  video_game: msg({ context: 'kind of media, subject of a sentence', message: 'Video games' }),
  book: msg({ context: 'kind of media, subject of a sentence', message: 'Books' }),
  audio_book: msg({ context: 'kind of media, subject of a sentence', message: 'Audiobooks' }),
  comic: msg({ context: 'kind of media, subject of a sentence', message: 'Comics' }),
  boardgame: msg({ context: 'kind of media, subject of a sentence', message: 'Board games' }),
  music: msg({ context: 'kind of media, subject of a sentence', message: 'Music' }),
  podcast: msg({ context: 'kind of media, subject of a sentence', message: 'Podcasts' }),
  visual_novel: msg({ context: 'kind of media, subject of a sentence', message: 'Visual novels' }),
};

/** A kind of media as a skip reason names it ("Books"); an unknown one by its type as the file writes it. */
export function mediaKind(type: string): string {
  const known = Object.hasOwn(MEDIA_KINDS, type) ? MEDIA_KINDS[type] : undefined;
  return known ? say(known) : say(msg`Items of type "${type}"`);
}
