import { CSV_COLUMNS, CSV_SPEC_COLUMNS } from '../../../lib/csv-columns';
import { ImportError } from '../../../lib/import-error';
import { objectOf, readJson } from './archive';
import { firstLine, readCsvRows } from './csv';
import { imdbParser } from './imdb';
import { letterboxdParser } from './letterboxd';
import type { ParsedHistory } from './lists';
import { SOURCE_MESSAGES } from './messages';
import { movaryParser } from './movary';
import { netflixParser } from './netflix';
import { ryotParser } from './ryot';
import { tmdbParser } from './tmdb';
import { TRAKT_ZIP_NAME, traktParser } from './trakt';
import type { SourceParser, TextFile } from '../../../lib/source-types';
import { watcharrParser } from './watcharr';
import { yamtrackParser } from './yamtrack';

/**
 * Every service's parser, most specific first: the JSON exports recognised by file names and keys, then the CSV
 * exports by header, Netflix's two-column `Title,Date` last since it says the least.
 */
export const PARSERS: readonly SourceParser[] = [
  traktParser,
  ryotParser,
  watcharrParser,
  yamtrackParser,
  tmdbParser,
  movaryParser,
  imdbParser,
  letterboxdParser,
  netflixParser,
];

/** Download names that say which service an archive came from, for exports whose files say too little. */
const NAME_HINTS: ReadonlyArray<readonly [RegExp, SourceParser]> = [[TRAKT_ZIP_NAME, traktParser]];

/**
 * Parses the files of a chosen file (a ZIP's entries, or the file itself) with the first parser that recognises
 * them, else the one its download name points to. Reelist's own exports are not among them: check
 * `isReelistExport` first. Throws ImportError when no parser fits, or from the parser. The Letterboxd, Trakt and
 * IMDb parsers add the export's lists.
 */
export function parseImportFiles(files: readonly TextFile[], fileName: string): ParsedHistory {
  const parser =
    PARSERS.find((candidate) => candidate.detect(files)) ?? NAME_HINTS.find(([pattern]) => pattern.test(fileName))?.[1];
  if (!parser) throw new ImportError(SOURCE_MESSAGES.unknownFormat);
  return parser.parse(files);
}

const REELIST_CSV_START = ['title', 'type', 'status'];
// The export's columns today (with TMDB ID) and before (the spec's alone), each sorted.
const REELIST_CSVS = [CSV_COLUMNS, CSV_SPEC_COLUMNS].map((columns) =>
  columns.map((column) => column.toLowerCase()).sort(),
);

function isReelistCsv(text: string): boolean {
  const header = (readCsvRows(firstLine(text))[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const startsRight = REELIST_CSV_START.every((column, index) => header[index] === column);
  const sorted = [...header].sort();
  const sameColumns = REELIST_CSVS.some(
    (columns) => sorted.length === columns.length && sorted.every((c, i) => c === columns[i]),
  );
  return startsRight || sameColumns;
}

function isReelistJson(file: TextFile): boolean {
  const root = objectOf(readJson(file));
  return !!root && (Array.isArray(root.watchlist) || ('version' in root && Array.isArray(root.items)));
}

/**
 * True for Reelist's own export: one JSON file with a top-level `watchlist` array (or a `version` and `items`),
 * or one CSV whose header starts `Title,Type,Status` or has exactly the export's columns (`CSV_COLUMNS`, or the
 * spec's `CSV_SPEC_COLUMNS` of older exports).
 */
export function isReelistExport(files: readonly TextFile[]): boolean {
  if (files.length !== 1) return false;
  const [file] = files as [TextFile];
  return /^\s*[{[]/.test(file.text) ? isReelistJson(file) : isReelistCsv(file.text);
}
