import { plural } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';

/** '1 title', '5,000 titles' in the interface's language. */
export const countTitles = (count: number): string => plural(count, { one: '# title', other: '# titles' });

/** Under a damaged link's message: how many of its titles could be read. */
export function ReadCount({ count }: { count: number }) {
  return (
    <p>
      <Plural
        value={count}
        one="Showing the # title that could be read."
        other="Showing the # titles that could be read."
      />
    </p>
  );
}

/** "Show more" with how many rows are left to show. */
export function ShowMore({ left }: { left: number }) {
  return <Plural value={left} one="Show more (# left)" other="Show more (# left)" />;
}
