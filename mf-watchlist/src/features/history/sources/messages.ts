/**
 * What the import tells the user about other services' exports, in one place: the messages of the ImportErrors
 * thrown by the archive reader, the detector and the Trakt, Watcharr and Ryot parsers, and the reasons shown for
 * rows they skip.
 */
import { plural } from '@reelist/domain';

const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
const rows = (count: number): string => plural(count, 'row', 'rows', { grouped: true });

export const SOURCE_MESSAGES = {
  unknownFormat:
    "This file is not an export Reelist can read. Supported: Letterboxd, IMDb, Trakt, TMDB, Netflix, Movary, Watcharr, Yamtrack, Ryot, and Reelist's own CSV or JSON.",
  zipCorrupt: 'This ZIP file is damaged or incomplete, so it cannot be opened. Download the export again and retry.',
  zipTooLarge: (maxBytes: number): string =>
    `This ZIP file unpacks to more than ${megabytes(maxBytes)}, more than Reelist can import at once.`,
  zipTooManyFiles: (maxFiles: number): string =>
    `This ZIP file holds more than ${maxFiles.toLocaleString('en-US')} files, more than an export should. Choose the file the service gave you.`,
  zipWithoutExport:
    'This ZIP file holds no CSV or JSON files. Choose the export file the service gave you, as it was downloaded.',
  utf16: (file: string): string =>
    `The file "${file}" is saved as UTF-16 text, which Reelist cannot read. Save it again as UTF-8 (in a ` +
    'spreadsheet app: "CSV UTF-8"), or choose the file as the service gave it, and retry.',
  notText: (file: string, kind?: string): string =>
    `The file "${file}" is not a text file${kind ? ` (it is ${kind})` : ''}, so it cannot be imported. ` +
    'Choose the CSV, JSON or ZIP file the service gave you.',
  notJson: (service: string): string =>
    `This ${service} export is not valid JSON. Download the export again and retry.`,
  nothingToImport: (service: string, missing: readonly string[] = []): string =>
    `This ${service} export holds no movies or shows to import.` +
    (missing.length > 0 ? ` ${service} could not export: ${missing.join(', ')}.` : ''),
} as const;

/** Why a row of an export was not imported (shown in the import preview, next to the file and row). */
export const SKIP_REASONS = {
  fileNotJson: 'The file is not valid JSON, so none of its rows were read.',
  fileNotList: 'The file does not hold a list of entries, so none of its rows were read.',
  notAnEntry: 'Not an entry Reelist understands.',
  noTitle: 'No title or id to find the movie or show by.',
  noWatchDate: 'No valid watch date.',
  noRating: 'No valid rating.',
  unknownType: (type: string): string => (type ? `Items of type "${type}" are not imported.` : 'Item without a type.'),
  seasonRating: 'Season ratings are not imported.',
  episodeRating: 'Episode ratings are not imported.',
  seasonOnList: 'Seasons on a list are not imported; add the show instead.',
  episodeOnList: 'Episodes on a list are not imported; add the show instead.',
  personOnList: 'People on a list are not imported.',
  game: 'Games are not imported.',
  book: 'Books are not imported.',
  unknownStatus: (status: string): string =>
    status ? `Unknown status "${status}", and no rating or review.` : 'No status, rating or review.',
  otherMedia: (kind: string): string => `${kind} are not imported; only movies and shows are.`,
  otherSource: (kind: string, source: string): string =>
    `${kind} from ${source} are not supported; only ones from TMDB are.`,
  unfinished: 'Viewing not finished.',
  unclosedQuote: (swallowed: number): string =>
    `A quotation mark in this row is not closed on its line, so the next ${rows(swallowed)} ran into it; ` +
    'none of them could be read.',
  ranIntoRow: (row: number): string =>
    `Ran into row ${row}, whose quotation mark is not closed on its line, so it could not be read.`,
} as const;
