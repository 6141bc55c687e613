import { computeYearReview } from '../year-stats';
import type { YearReview } from '../year-stats';
import { drawRecap, FIT_INPUT_MAX, recapOf, SHARE_SIZES } from './recap';
import type { Canvas2D, Palette } from './recap';

const palette: Palette = { background: '#000', surface: '#111', text: '#fff', muted: '#999', accent: '#e50914' };

/** A context that records what is drawn; text is half the font size wide per character, as system fonts are. */
function recorder() {
  const texts: Array<{ text: string; x: number; y: number; font: string }> = [];
  const rects: Array<{ x: number; y: number; w: number; h: number; fill: string }> = [];
  const ctx = {
    fillStyle: '',
    font: '10px sans-serif',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h, fill: String(this.fillStyle) });
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, font: this.font });
    },
    measureText(text: string) {
      const px = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: text.length * px * 0.5 } as TextMetrics;
    },
  };
  return { ctx: ctx as unknown as Canvas2D, texts, rects };
}

const review: YearReview = {
  ...computeYearReview([], 2024),
  viewings: 300,
  films: 120,
  episodes: 170,
  showViewings: 0,
  titles: 150,
  minutes: 600 * 60,
  days: 140,
  longestStreak: { days: 12, start: 0, end: 11, fromPreviousYear: false, intoNextYear: false },
  months: [10, 20, 30, 40, 50, 0, 10, 20, 30, 40, 30, 20],
  genres: [{ id: 18, titles: 40 }],
  directors: [{ id: 1, name: 'Agnès Varda', titles: 6, viewings: 7 }],
  actors: [
    { id: 2, name: 'A Very Long Actor Name That Goes On And On Beyond Any Width At All', titles: 5, viewings: 5 },
  ],
  highestRated: [
    {
      key: 'movie_5',
      rating: 4.5,
      entry: { id: 5, media_type: 'movie', watchedAt: '', rewatch: false, source: 'reelist' },
    },
  ],
  rewatches: 30,
  newToYou: 270,
};
const recap = recapOf(
  review,
  (id) => (id === 18 ? 'Drama' : undefined),
  () => 'Cléo from 5 to 7',
);

describe('recapOf', () => {
  it('puts the headline figures and the year’s highlights into words', () => {
    expect(recap.figures).toEqual([
      { value: '290', label: 'films & episodes' },
      { value: '600', label: 'hours watched' },
      { value: '140', label: 'viewing days' },
      { value: '12', label: 'day streak' },
      { value: '150', label: 'titles' },
      { value: '30', label: 'rewatches' },
    ]);
    expect(recap.highlights).toEqual([
      { label: 'Top genre', value: 'Drama' },
      { label: 'Top director', value: 'Agnès Varda' },
      { label: 'Top actor', value: review.actors[0]?.name },
      { label: 'Highest rated', value: 'Cléo from 5 to 7 · 4.5 stars' },
    ]);
  });

  it('leaves out highlights that are not known', () => {
    expect(
      recapOf(
        computeYearReview([], 2024),
        () => undefined,
        () => '',
      ).highlights,
    ).toEqual([]);
  });
});

describe('drawRecap', () => {
  it.each(['story', 'wide'] as const)(
    'paints the %s image: background, year, figures, months and highlights',
    (size) => {
      const { ctx, texts, rects } = recorder();
      drawRecap(ctx, recap, size, palette);
      const { width, height } = SHARE_SIZES[size];
      expect(rects[0]).toEqual({ x: 0, y: 0, w: width, h: height, fill: palette.background });
      const drawn = texts.map((t) => t.text);
      expect(drawn).toContain('2024');
      for (const figure of recap.figures) expect(drawn).toContain(figure.value);
      expect(drawn).toContain('Drama');
      // Twelve month bars in the accent colour (June has none, so a zero-height bar).
      const bars = rects.filter((r) => r.fill === palette.accent && r.w < width / 10 && r.h < height);
      expect(bars).toHaveLength(12);
      expect(bars[5]?.h).toBe(0);
      // Everything stays inside the image; a name too long for its column ends in an ellipsis.
      for (const t of texts) {
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.y).toBeLessThanOrEqual(height);
      }
      expect(drawn.find((t) => t.startsWith('A Very Long'))).toMatch(/…$/);
    },
  );
});

describe('drawRecap with a very long name', () => {
  /** How a name was cut before: one character off per measurement until it fitted. */
  function cutOneByOne(ctx: Canvas2D, text: string, width: number): string {
    if (ctx.measureText(text).width <= width) return text;
    let cut = text;
    while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }
  const LONG = 'The Very Long Title '.repeat(500);
  const withBest = (name: string) =>
    recapOf(
      review,
      () => 'Drama',
      () => name,
    );
  const lonePair = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it.each(['story', 'wide'] as const)(
    'fits a 10,000-character title in the %s image with a few measurements, cut as before',
    (size) => {
      const { ctx, texts } = recorder();
      const measured: string[] = [];
      const measure = ctx.measureText.bind(ctx);
      ctx.measureText = (text: string) => {
        measured.push(text);
        return measure(text);
      };
      drawRecap(ctx, withBest(LONG), size, palette);

      const ofTitle = measured.filter((text) => text.startsWith('The Very Long'));
      expect(ofTitle.length).toBeGreaterThan(0);
      expect(ofTitle.length).toBeLessThanOrEqual(12);
      expect(Math.max(...ofTitle.map((text) => text.length))).toBeLessThanOrEqual(FIT_INPUT_MAX + 1);

      const drawn = texts.find((t) => t.text.startsWith('The Very Long'));
      expect(drawn?.text).toMatch(/\S…$/);
      // The same cut as one character at a time gives, in the same font and column.
      const reference = recorder().ctx;
      reference.font = drawn?.font ?? '';
      const column = size === 'story' ? SHARE_SIZES.story.width - 160 - 340 : SHARE_SIZES.wide.width - 880;
      expect(drawn?.text).toBe(cutOneByOne(reference, `${LONG} · 10/10`, column));
      expect(reference.measureText(drawn?.text ?? '').width).toBeLessThanOrEqual(column);
    },
  );

  it('never cuts a character in two', () => {
    const { ctx, texts } = recorder();
    drawRecap(ctx, withBest(`a${'🎬'.repeat(5000)}`), 'story', palette);
    const drawn = texts.find((t) => t.text.startsWith('a🎬'))?.text ?? '';
    expect(drawn).toMatch(/🎬…$/);
    expect(drawn).not.toMatch(lonePair);
  });

  it('keeps a letter with its accent', () => {
    const { ctx, texts } = recorder();
    // "e" and a combining acute accent: two code units, one letter.
    drawRecap(ctx, withBest(`x${'e\u0301'.repeat(3000)}`), 'story', palette);
    const drawn = texts.find((t) => t.text.startsWith('xe\u0301'))?.text ?? '';
    expect(drawn).toMatch(/^x(?:e\u0301)+…$/);
  });
});
