import { Trans } from '@lingui/react/macro';
import type { UserList } from '@reelist/contracts';
import { formatDate } from '@reelist/domain';
import { Badge } from '@reelist/ui';
import { countTitles } from '../../lib/counts';
import styles from './lists.module.css';

/** A list's size, whether it is ranked and when it last changed: on its card in My Lists and on its own page. */
export function ListMeta({ list }: { list: UserList }) {
  const updated = formatDate(list.updatedAt);
  return (
    <p className={styles.meta}>
      <span>{countTitles(list.items.length)}</span>
      {list.ranked && (
        <Badge tone="neutral">
          <Trans>Ranked</Trans>
        </Badge>
      )}
      <span>
        <Trans>Updated {updated}</Trans>
      </span>
    </p>
  );
}
