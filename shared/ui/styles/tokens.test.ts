import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Parses the two theme blocks of tokens.css and checks WCAG AA contrast of every text/background pair we use.
const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('\n}', start));
  const vars: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) vars[name!] = value!;
  return vars;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = block(':root');
const dark = { ...light, ...block(':root.dark') };
const backgrounds = ['bg', 'surface', 'surface-2'];
const textOnBackgrounds = ['text', 'text-muted', 'accent-text', 'rating', 'success', 'warning', 'danger', 'info'];
const solidPairs: [string, string][] = [
  ['accent-contrast', 'accent'],
  ['accent-contrast', 'accent-hover'],
  ['danger-contrast', 'danger'],
  ['danger-contrast', 'danger-hover'],
  ['rating-badge-fg', 'rating-badge-bg'],
  ['text', 'accent-soft'],
  ['accent-text', 'accent-soft'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_name, vars) => {
  const color = (key: string): string => {
    const value = vars[`color-${key}`];
    if (!value) throw new Error(`missing --color-${key}`);
    return value;
  };

  it.each(textOnBackgrounds.flatMap((fg) => backgrounds.map((bg) => [fg, bg])))(
    '%s on %s is at least 4.5:1',
    (fg, bg) => {
      expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(solidPairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(backgrounds)('focus ring on %s is at least 3:1', (bg) => {
    expect(contrast(color('focus'), color(bg))).toBeGreaterThanOrEqual(3);
  });

  it('keeps a reduced-motion rule and the sr-only utility', () => {
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('.sr-only');
  });
});
