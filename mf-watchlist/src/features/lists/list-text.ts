import { plural } from '@lingui/core/macro';

/**
 * "1 title", "12 titles", "5,000 titles": through the language's plural rules, `#` in the language's digits (Lingui
 * keeps one number format per language, so the count costs no new formatter).
 */
export const countTitles = (count: number): string => plural(count, { one: '# title', other: '# titles' });

/** "Show all 5,000 titles": the grid's button that shows a long list's every poster. */
export const showAllTitles = (count: number): string =>
  plural(count, { one: 'Show all # title', other: 'Show all # titles' });
