import { plural } from '@lingui/core/macro';

/**
 * "1 title", "12 titles", "5,000 titles": through the language's plural rules, `#` in the language's digits (Lingui
 * keeps one number format per language, so the count costs no new formatter). Lists and shared pages say it alike.
 */
export const countTitles = (count: number): string => plural(count, { one: '# title', other: '# titles' });
