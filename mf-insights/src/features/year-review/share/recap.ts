import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@reelist/domain';
import { monthName } from '../../../lib/format';
import { formatHours } from '../describe';
import type { YearReview } from '../year-stats';

/** The figures the share image shows, as text: built once from the review, drawn at either size. */
export interface Recap {
  year: number;
  figures: Array<{ value: string; label: string }>;
  months: readonly number[];
  /** 'Top genre' -> 'Drama', ... (only those known). */
  highlights: Array<{ label: string; value: string }>;
}

export function recapOf(
  review: YearReview,
  genreName: (id: number) => string | undefined,
  nameOf: (entry: YearReview['highestRated'][number]['entry']) => string,
): Recap {
  const highlights: Recap['highlights'] = [];
  const genre = review.genres[0];
  const genreId = genre?.id ?? 0;
  if (genre) highlights.push({ label: t`Top genre`, value: genreName(genreId) ?? t`Genre #${genreId}` });
  const director = review.directors[0];
  if (director) highlights.push({ label: t`Top director`, value: director.name });
  const actor = review.actors[0];
  if (actor) highlights.push({ label: t`Top actor`, value: actor.name });
  const best = review.highestRated[0];
  if (best) {
    const count = best.rating;
    const stars = plural(count, { one: '# star', other: '# stars' });
    highlights.push({ label: t`Highest rated`, value: `${nameOf(best.entry)} · ${stars}` });
  }
  return {
    year: review.year,
    figures: [
      { value: formatNumber(review.films + review.episodes + review.showViewings), label: t`films & episodes` },
      { value: formatHours(review.minutes), label: t`hours watched` },
      { value: formatNumber(review.days), label: t`viewing days` },
      { value: String(review.longestStreak?.days ?? 0), label: t`day streak` },
      { value: formatNumber(review.titles), label: t`titles` },
      { value: formatNumber(review.rewatches), label: t`rewatches` },
    ],
    months: review.months,
    highlights,
  };
}

/** The two shapes offered: a phone story and a link preview. */
export const SHARE_SIZES = {
  story: { width: 1080, height: 1920 },
  wide: { width: 1200, height: 630 },
} as const;
export type ShareSize = keyof typeof SHARE_SIZES;

/** How the size picker names a shape, in the interface's language. */
export const shareSizeLabel = (size: ShareSize): string =>
  size === 'story' ? t`Story, 1080 × 1920` : t`Wide, 1200 × 630`;

export interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
}

/** The subset of a 2D canvas context the drawing uses (tests record the calls). */
export type Canvas2D = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'fillRect' | 'fillText' | 'measureText'
>;

// The CJK faces after the Latin ones: a Japanese or Korean image draws with a font that has their glyphs.
const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, Arial, "Hiragino Sans", "Yu Gothic", "Noto Sans CJK JP", ' +
  '"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", sans-serif';
const font = (px: number, weight = 400) => `${weight} ${px}px ${FONT}`;

/**
 * More characters than any line of the image can show: the widest column at its smallest font holds about 70 of
 * the narrowest letters. Longer text is cut to this before anything is measured, because measuring costs time in
 * proportion to the text's length (a 10,000-character title made one measurement about 1 ms).
 */
export const FIT_INPUT_MAX = 300;

let graphemes: Intl.Segmenter | undefined;

/** The offsets where `text` may be cut: after each grapheme, so no letter loses its accent and no pair is split. */
function cutPoints(text: string): number[] {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), ({ index, segment }) => index + segment.length);
}

/** `text` cut to at most `max` UTF-16 units without splitting a surrogate pair. */
function boundedStart(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * `text` cut with an ellipsis to fit `width` in the current font, keeping at least one grapheme. A text's width
 * grows with its length, so the longest start that fits is found by halving: about ten measurements for any input,
 * where cutting one character per measurement froze the page for seconds on a long title.
 */
function fit(ctx: Canvas2D, text: string, width: number): string {
  const start = boundedStart(text, FIT_INPUT_MAX);
  if (start === text && ctx.measureText(text).width <= width) return text;
  const ends = cutPoints(start);
  const cutAt = (index: number) => start.slice(0, ends[index] ?? 0);
  let fits = 0;
  let tooLong = ends.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (ctx.measureText(`${cutAt(middle)}…`).width <= width) fits = middle;
    else tooLong = middle;
  }
  return `${cutAt(fits).trimEnd()}…`;
}

function text(
  ctx: Canvas2D,
  value: string,
  x: number,
  y: number,
  px: number,
  color: string,
  options: { weight?: number; width?: number; align?: CanvasTextAlign } = {},
) {
  ctx.font = font(px, options.weight);
  ctx.fillStyle = color;
  ctx.textAlign = options.align ?? 'left';
  ctx.fillText(options.width ? fit(ctx, value, options.width) : value, x, y);
}

/** A month under its bar: its letter where the language has one ('J'), else its number (Japanese, Korean). */
function monthInitial(month: number): string {
  const narrow = monthName(month, 'narrow');
  return /^\p{L}$/u.test(narrow) ? narrow : String(month + 1);
}

function monthBars(
  ctx: Canvas2D,
  months: readonly number[],
  box: { x: number; y: number; width: number; height: number; label: number },
  palette: Palette,
) {
  const max = Math.max(1, ...months);
  const slot = box.width / months.length;
  const barHeight = box.height - box.label * 1.6;
  months.forEach((value, index) => {
    const x = box.x + index * slot + slot * 0.15;
    const h = value > 0 ? Math.max(4, (value / max) * barHeight) : 0;
    ctx.fillStyle = palette.surface;
    ctx.fillRect(x, box.y, slot * 0.7, barHeight);
    ctx.fillStyle = palette.accent;
    ctx.fillRect(x, box.y + barHeight - h, slot * 0.7, h);
    text(ctx, monthInitial(index), x + slot * 0.35, box.y + box.height, box.label, palette.muted, {
      align: 'center',
    });
  });
}

function drawStory(ctx: Canvas2D, recap: Recap, palette: Palette): void {
  const { width } = SHARE_SIZES.story;
  const inner = width - 160;
  ctx.fillStyle = palette.accent;
  ctx.fillRect(0, 0, width, 16);
  text(ctx, t`REELIST · YEAR IN REVIEW`, 80, 150, 40, palette.muted, { weight: 700 });
  text(ctx, String(recap.year), 80, 370, 230, palette.text, { weight: 800 });
  recap.figures.forEach((figure, index) => {
    const x = 80 + (index % 2) * (inner / 2);
    const y = 560 + Math.floor(index / 2) * 220;
    text(ctx, figure.value, x, y, 110, palette.accent, { weight: 800, width: inner / 2 - 20 });
    text(ctx, figure.label, x, y + 60, 40, palette.muted, { width: inner / 2 - 20 });
  });
  text(ctx, t`Month by month`, 80, 1250, 44, palette.text, { weight: 700 });
  monthBars(ctx, recap.months, { x: 80, y: 1290, width: inner, height: 260, label: 34 }, palette);
  recap.highlights.forEach((line, index) => {
    const y = 1650 + index * 62;
    text(ctx, line.label, 80, y, 38, palette.muted);
    text(ctx, line.value, 420, y, 42, palette.text, { weight: 700, width: inner - 340 });
  });
}

function drawWide(ctx: Canvas2D, recap: Recap, palette: Palette): void {
  const { width } = SHARE_SIZES.wide;
  ctx.fillStyle = palette.accent;
  ctx.fillRect(0, 0, 12, SHARE_SIZES.wide.height);
  text(ctx, t`REELIST · YEAR IN REVIEW`, 60, 70, 24, palette.muted, { weight: 700 });
  text(ctx, String(recap.year), 60, 180, 120, palette.text, { weight: 800 });
  recap.figures.forEach((figure, index) => {
    const x = 60 + (index % 3) * 190;
    const y = 290 + Math.floor(index / 3) * 120;
    text(ctx, figure.value, x, y, 52, palette.accent, { weight: 800, width: 175 });
    text(ctx, figure.label, x, y + 34, 20, palette.muted, { width: 175 });
  });
  monthBars(ctx, recap.months, { x: 660, y: 70, width: width - 720, height: 250, label: 20 }, palette);
  recap.highlights.forEach((line, index) => {
    const y = 400 + index * 46;
    text(ctx, line.label, 660, y, 20, palette.muted);
    text(ctx, line.value, 820, y, 24, palette.text, { weight: 700, width: width - 880 });
  });
}

/** Paints the recap on a context of SHARE_SIZES[size]. */
export function drawRecap(ctx: Canvas2D, recap: Recap, size: ShareSize, palette: Palette): void {
  const { width, height } = SHARE_SIZES[size];
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, height);
  if (size === 'story') drawStory(ctx, recap, palette);
  else drawWide(ctx, recap, palette);
}
