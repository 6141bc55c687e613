import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@reelist/ui';
import styles from './tags.module.css';

/** How many chips a card shows before "+N": a poster has room for a few. */
const SHOWN = 3;

/**
 * An item's tags as small chips (a list named "Tags"); nothing when it has none. Spans with list roles, since a
 * card's badges sit inside its link, where a list element may not.
 */
export function ItemTags({ tags, max = SHOWN }: { tags: readonly string[] | undefined; max?: number }) {
  const { t } = useLingui();
  if (!tags || tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <span role="list" className={styles.chips} aria-label={t`Tags`}>
      {shown.map((tag) => (
        <span role="listitem" key={tag}>
          <Badge tone="info" className={styles.chip}>
            {tag}
          </Badge>
        </span>
      ))}
      {more > 0 && (
        <span role="listitem">
          <Badge tone="neutral">
            <span aria-hidden="true">+{more}</span>
            <span className="sr-only">{plural(more, { one: 'and # more', other: 'and # more' })}</span>
          </Badge>
        </span>
      )}
    </span>
  );
}
