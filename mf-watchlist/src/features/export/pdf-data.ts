import { msg, plural } from '@lingui/core/macro';
import { mediaTypeLabel, STATUS_LABELS } from '@reelist/contracts';
import type { MediaType, WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import { createTranslator, currentLocale, i18n, intlLocale } from '@reelist/i18n';
import type { Locale, Translator } from '@reelist/i18n';
import { mediaTypeName, statusLabel } from '@reelist/ui';

/**
 * Languages the PDF's font (DejaVu Sans: Latin, Greek, Cyrillic; no Japanese or Korean letters) cannot write: their
 * PDF keeps its own words, dates and numbers in English, and the export panel says so before the visitor exports.
 */
const PDF_IN_ENGLISH: readonly Locale[] = ['ja', 'ko'];

/** True when the PDF is written in English although the interface speaks `locale`. */
export const pdfInEnglish = (locale: Locale = currentLocale()): boolean => PDF_IN_ENGLISH.includes(locale);

/** The language a PDF is written in: its messages, its Intl tag, and its words for statuses and media types. */
export interface PdfLanguage {
  i18n: Translator;
  intl: string;
  status: (status: WatchlistStatus) => string;
  type: (mediaType: MediaType) => string;
}

let englishOnly: Translator | undefined;

/** The interface's language, or English (this remote's English messages, the data's English words) where needed. */
export function pdfLanguage(locale: Locale = currentLocale()): PdfLanguage {
  if (!pdfInEnglish(locale)) return { i18n, intl: intlLocale(locale), status: statusLabel, type: mediaTypeName };
  // No catalogue: the messages' English is in the code.
  englishOnly ??= createTranslator('en');
  return {
    i18n: englishOnly,
    intl: intlLocale('en'),
    status: (status) => STATUS_LABELS[status],
    type: mediaTypeLabel,
  };
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A long date ('January 5, 2024'), a date-only value read as that calendar day; null when missing or invalid. */
function longDate(value: string | null | undefined, language: PdfLanguage): string | null {
  const ms = value ? Date.parse(value) : NaN;
  if (!value || Number.isNaN(ms)) return null;
  const utc = DATE_ONLY.test(value);
  const key = `date ${language.intl}${utc ? ' utc' : ''}`;
  return cached(
    key,
    () => new Intl.DateTimeFormat(language.intl, utc ? { ...LONG_DATE, timeZone: 'UTC' } : LONG_DATE),
  ).format(ms);
}

/** One decimal ('7.3'; '7,3' in German), as toFixed(1) gave in English. */
const decimal = (value: number, language: PdfLanguage): string =>
  cached(
    `decimal ${language.intl}`,
    () => new Intl.NumberFormat(language.intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);

/** A count in the language's digits ('1,234'; '1.234' in German). */
const count = (value: number, language: PdfLanguage): string =>
  cached(`count ${language.intl}`, () => new Intl.NumberFormat(language.intl)).format(value);

const hasRating = (item: WatchlistItem): boolean => Number.isFinite(item.vote_average) && item.vote_average > 0;

/** The document's title. */
export const pdfTitle = (language: PdfLanguage = pdfLanguage()): string => language.i18n._(msg`My Movie Watchlist`);

/** The table's column heads. */
export const pdfTableHead = (language: PdfLanguage = pdfLanguage()): string[] => [
  language.i18n._(msg`Title`),
  language.i18n._(msg`Type`),
  language.i18n._(msg`Release Date`),
  language.i18n._(msg`Rating`),
  language.i18n._(msg`Status`),
];

/** The table's rows: Type as Movie / TV Show, Release Date or Unknown, Rating to 1 decimal or N/A. */
export function pdfTableRows(items: readonly WatchlistItem[], language: PdfLanguage = pdfLanguage()): string[][] {
  const unknown = language.i18n._(msg`Unknown`);
  const none = language.i18n._(msg`N/A`);
  return items.map((item) => [
    item.title,
    language.type(item.media_type),
    longDate(item.release_date, language) ?? unknown,
    hasRating(item) ? decimal(item.vote_average, language) : none,
    language.status(item.status ?? 'want_to_watch'),
  ]);
}

/** The header lines under the title: the generated-on date and the total count. */
export function pdfSubtitleLines(total: number, now: Date, language: PdfLanguage = pdfLanguage()): string[] {
  const date = longDate(now.toISOString(), language) ?? '';
  const items = count(total, language);
  return [language.i18n._(msg`Generated on ${date}`), language.i18n._(msg`Total items: ${items}`)];
}

/** The Statistics block's heading. */
export const pdfStatisticsHeading = (language: PdfLanguage = pdfLanguage()): string => language.i18n._(msg`Statistics`);

/** One line of the Statistics block: 'Total Movies: 3'. */
export const pdfStatisticsLine = (label: string, value: string, language: PdfLanguage = pdfLanguage()): string =>
  language.i18n._(msg`${label}: ${value}`);

/** The Statistics block, in order; the average covers rated items only, 'N/A' when none is rated. */
export function pdfStatistics(
  items: readonly WatchlistItem[],
  language: PdfLanguage = pdfLanguage(),
): Array<[label: string, value: string]> {
  let movies = 0;
  let wantToWatch = 0;
  let watching = 0;
  let watched = 0;
  let ratingSum = 0;
  let rated = 0;
  for (const item of items) {
    if (item.media_type !== 'tv') movies += 1;
    const status = effectiveStatus(item);
    if (status === 'want_to_watch') wantToWatch += 1;
    else if (status === 'watching') watching += 1;
    else if (status === 'watched') watched += 1;
    if (hasRating(item)) {
      ratingSum += item.vote_average;
      rated += 1;
    }
  }
  const { i18n: words } = language;
  return [
    [words._(msg`Total Movies`), count(movies, language)],
    [words._(msg`Total TV Shows`), count(items.length - movies, language)],
    [language.status('want_to_watch'), count(wantToWatch, language)],
    [language.status('watching'), count(watching, language)],
    [language.status('watched'), count(watched, language)],
    [words._(msg`Average Rating`), rated > 0 ? decimal(ratingSum / rated, language) : words._(msg`N/A`)],
  ];
}

/** What stands in the PDF for a run of characters its font cannot draw (the notes about it name it: '?'). */
export const UNDRAWN_MARK = '?';

/**
 * The PDF's note when some titles had characters its font cannot draw (they are marked, not dropped), in the
 * PDF's language.
 */
export function pdfUndrawnNote(titles: number, language: PdfLanguage = pdfLanguage()): string {
  return language.i18n._(
    msg`${plural(titles, {
      one: "# title has letters this PDF's font cannot show: they are printed as ?. CSV and JSON exports keep them.",
      other:
        "# titles have letters this PDF's font cannot show: they are printed as ?. CSV and JSON exports keep them.",
    })}`,
  );
}

/**
 * `text` as the PDF's font can draw it: each run of characters it has no glyph for (`hasGlyph` false; jsPDF also
 * draws no character beyond the Basic Multilingual Plane, such as an emoji) becomes one UNDRAWN_MARK. jsPDF itself
 * leaves such characters out without a word, so a title in Japanese came out as an empty cell. Control characters
 * (a line break the table splits on) are kept.
 */
export function drawableText(
  text: string,
  hasGlyph: (codePoint: number) => boolean,
): { text: string; marked: boolean } {
  let out = '';
  let marked = false;
  let inRun = false;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code <= 0xffff && hasGlyph(code))) {
      out += char;
      inRun = false;
    } else if (!inRun) {
      out += UNDRAWN_MARK;
      marked = true;
      inRun = true;
    }
  }
  return { text: marked ? out : text, marked };
}
