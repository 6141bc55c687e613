import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { UnzipFileInfo } from 'fflate';
import { ImportError } from '../../../lib/import-error';
import type { MessageDescriptor } from '@reelist/i18n';
import { FILE_KINDS, SOURCE_MESSAGES } from './messages';
import { say } from './said';
import type { ImportFile, TextFile } from '../../../lib/source-types';

/** How much a ZIP may unpack to: its declared total size and its number of entries (folders and junk count). */
export interface ArchiveLimits {
  maxBytes: number;
  maxFiles: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 100 * 1024 * 1024, maxFiles: 2000 };

/**
 * Files holding personal data that no importer uses (Trakt's `user-settings.json` holds the e-mail address):
 * listed with empty bytes so a parser can report them as ignored, but never inflated.
 */
const PERSONAL_DATA = /(^|\/)user-[^/]*\.json$/i;
const EXPORT_FILE = /\.(csv|json)$/i;
const JUNK = /(^|\/)(__MACOSX\/|\._)/;

/** `PK\x03\x04` (a local file header) or `PK\x05\x06` (an empty archive), whatever the file is called. */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));

const isExportEntry = (name: string): boolean => !name.endsWith('/') && !JUNK.test(name) && EXPORT_FILE.test(name);

/**
 * Compressed bytes handed to the inflater at a time when reading a ZIP's entries: what one step may inflate to
 * (deflate expands at most about 1,000 times) stays small, so the size cap stops a ZIP bomb early.
 */
const INFLATE_SLICE = 16 * 1024;

/** The ZIP's central directory: the export files to read and the personal ones to list. Inflates nothing. */
function listEntries(bytes: Uint8Array, { maxBytes, maxFiles }: ArchiveLimits) {
  const wanted: string[] = [];
  const personal: string[] = [];
  let total = 0;
  let entries = 0;
  const filter = (entry: UnzipFileInfo): boolean => {
    entries += 1;
    if (entries > maxFiles) throw new ImportError(SOURCE_MESSAGES.zipTooManyFiles(maxFiles));
    if (!isExportEntry(entry.name)) return false;
    if (PERSONAL_DATA.test(entry.name)) {
      personal.push(entry.name);
      return false;
    }
    total += Math.max(entry.size, entry.originalSize);
    if (total > maxBytes) throw new ImportError(SOURCE_MESSAGES.zipTooLarge(maxBytes));
    wanted.push(entry.name);
    return false;
  };
  try {
    unzipSync(bytes, { filter });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(SOURCE_MESSAGES.zipCorrupt);
  }
  return { wanted, personal };
}

const joined = (chunks: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/**
 * The named entries inflated to their real end, whatever size the archive declares for them (a declared size
 * smaller than the data would otherwise cut the file short without a word), counting the real bytes against
 * `maxBytes` as they come. Null when the stream of entries does not hold exactly the entries listed (a damaged
 * archive, or data that looks like a header): the caller then reads by the central directory alone.
 */
function inflateToRealSize(
  bytes: Uint8Array,
  names: readonly string[],
  maxBytes: number,
): Map<string, Uint8Array> | null {
  const wanted = new Set(names);
  const read = new Map<string, Uint8Array>();
  let total = 0;
  const unzip = new Unzip((entry) => {
    if (!wanted.has(entry.name)) return;
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, data, final) => {
      if (error) throw error;
      total += data.length;
      if (total > maxBytes) throw new ImportError(SOURCE_MESSAGES.zipTooLarge(maxBytes));
      chunks.push(data);
      if (final) read.set(entry.name, joined(chunks));
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += INFLATE_SLICE) {
      unzip.push(bytes.subarray(at, at + INFLATE_SLICE), at + INFLATE_SLICE >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    return null;
  }
  return read.size === wanted.size ? read : null;
}

/**
 * The files of a chosen file: the CSV and JSON entries of a ZIP (folders, `__MACOSX/` and other files skipped),
 * else the file itself. The ZIP's declared sizes and entry count are checked before anything is inflated, and the
 * real bytes while inflating, so a ZIP bomb stops at the cap. Throws ImportError for a ZIP over the limits, a
 * damaged one, or one without CSV or JSON files.
 */
export function readImportFiles(
  file: { name: string; bytes: Uint8Array },
  limits: Partial<ArchiveLimits> = {},
): ImportFile[] {
  if (!isZip(file.bytes)) return [{ path: file.name, bytes: file.bytes }];
  const { maxBytes, maxFiles } = { ...ARCHIVE_LIMITS, ...limits };
  const { wanted, personal } = listEntries(file.bytes, { maxBytes, maxFiles });
  let unzipped: Map<string, Uint8Array> | null = inflateToRealSize(file.bytes, wanted, maxBytes);
  if (!unzipped) {
    // fflate reads each entry by the central directory, at most to its declared size.
    const names = new Set(wanted);
    try {
      unzipped = new Map(Object.entries(unzipSync(file.bytes, { filter: (entry) => names.has(entry.name) })));
    } catch {
      throw new ImportError(SOURCE_MESSAGES.zipCorrupt);
    }
  }
  const files = [...unzipped].map(([path, bytes]) => ({ path, bytes }));
  if (files.length === 0) throw new ImportError(SOURCE_MESSAGES.zipWithoutExport);
  return [...files, ...personal.map((path) => ({ path, bytes: new Uint8Array(0) }))];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Bytes 0x80-0x9F in windows-1252 (the rest is Latin-1). Some runtimes (Node 20) decode `windows-1252` as
 * Latin-1 and leave these as C1 controls, which real text never holds, so they are mapped here.
 */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const windows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F.charAt(c.charCodeAt(0) - 0x80));

/**
 * Bytes to text: UTF-8, or windows-1252 when the bytes are not valid UTF-8 (older IMDb files), a leading BOM
 * removed either way.
 */
export function decodeText(bytes: Uint8Array): string {
  const bom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = bom ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    text = windows1252(body);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Files that are not text start with one of these (a picture or a PDF renamed to .csv is a common mistake). */
const SIGNATURES: ReadonlyArray<readonly [readonly number[], MessageDescriptor]> = [
  [[0x89, 0x50, 0x4e, 0x47], FILE_KINDS.png],
  [[0xff, 0xd8, 0xff], FILE_KINDS.jpeg],
  [[0x47, 0x49, 0x46, 0x38], FILE_KINDS.gif],
  [[0x25, 0x50, 0x44, 0x46, 0x2d], FILE_KINDS.pdf],
];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Bytes looked at to tell UTF-16 without a byte-order mark: one of each pair is 0 for Latin letters. */
const UTF16_SAMPLE = 4096;

/**
 * UTF-16 text: a UTF-16 byte-order mark, or mostly zero bytes in the odd (little-endian) or even (big-endian)
 * places and few in the others, as Latin text saved as UTF-16 ("Unicode" in some spreadsheet apps) has.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const sample = bytes.subarray(0, Math.min(bytes.length, UTF16_SAMPLE) & ~1);
  if (sample.length < 4) return false;
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) even += 1;
    if (sample[index + 1] === 0) odd += 1;
  }
  const pairs = sample.length / 2;
  return Math.max(even, odd) >= pairs / 2 && Math.min(even, odd) <= pairs / 20;
}

/**
 * Why a file cannot be read as text, in words naming it, or null when it is text: UTF-16 (which would decode as
 * noise and then miss every expected column), a picture or PDF, or anything holding zero bytes, which no CSV or
 * JSON export has.
 */
export function notTextReason(path: string, bytes: Uint8Array): string | null {
  const kind = SIGNATURES.find(([signature]) => startsWith(bytes, signature))?.[1];
  if (kind) return SOURCE_MESSAGES.notText(path, say(kind));
  if (isUtf16(bytes)) return SOURCE_MESSAGES.utf16(path);
  return bytes.includes(0) ? SOURCE_MESSAGES.notText(path) : null;
}

/** Decodes every file of an import; throws ImportError, naming the file, for one that is not text. */
export const decodeFiles = (files: readonly ImportFile[]): TextFile[] =>
  files.map(({ path, bytes }) => {
    const problem = notTextReason(path, bytes);
    if (problem) throw new ImportError(problem);
    return { path, text: decodeText(bytes) };
  });

/** The last part of a path, lower-cased: `watched/history-1.json` -> `history-1.json`. */
export const baseName = (path: string): string => (path.split('/').pop() ?? path).toLowerCase();

// ---- JSON files and values, shared by the JSON parsers (Trakt, Watcharr, Ryot) ----

const NOT_JSON = Symbol('notJson');
const parsed = new WeakMap<TextFile, unknown>();

/**
 * A file's JSON value, or undefined when it is not JSON. Parsed once per file object, so detection and parsing
 * of a large export share the work.
 */
export function readJson(file: TextFile): unknown {
  if (!parsed.has(file)) {
    let value: unknown = NOT_JSON;
    try {
      value = JSON.parse(file.text);
    } catch {
      // Not JSON: remembered as such.
    }
    parsed.set(file, value);
  }
  const value = parsed.get(file);
  return value === NOT_JSON ? undefined : value;
}

export type JsonObject = Record<string, unknown>;

/** The value as an object (never an array or null), else undefined. */
export const objectOf = (value: unknown): JsonObject | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;

/** The value as an array, else an empty one. */
export const arrayOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** A non-blank string, trimmed, else undefined. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A string or number, for the cell readers of values.ts, else undefined. */
export const scalarOf = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** A season or episode number: an integer, 0 or more (season 0 holds the specials), else undefined. */
export const countOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The object without its undefined properties, so records carry only what the source gave. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
