import { plural } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';
import { kilobytes } from './kilobytes';

/** A link made to share: its size, and how many items it holds. */
export function madeLinkLabel(url: string, count: number): string {
  const size = kilobytes(url);
  return plural(count, {
    one: `Link to your list (# item, ${size} KB)`,
    other: `Link to your list (# items, ${size} KB)`,
  });
}

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
