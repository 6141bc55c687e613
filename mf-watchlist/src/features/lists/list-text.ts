import { plural } from '@lingui/core/macro';

/** "Show all 5,000 titles": the grid's button that shows a long list's every poster. */
export const showAllTitles = (count: number): string =>
  plural(count, { one: 'Show all # title', other: 'Show all # titles' });
