import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { titleIdentity, WATCHLIST_STATUSES } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { effectiveStatus, formatDate, yearOf } from '@reelist/domain';
import { AppLink } from '@reelist/state';
import { Button, IconButton, icons, LazyImage, mediaTypeName, RatingBadge, Select, statusLabel } from '@reelist/ui';
import { useCardMark, ServiceMark } from '../availability';
import { itemHref } from '../../lib/item-links';
import { StatusBadge } from '../../lib/status-badge';
import { addToListLabel } from './add-to-list';
import { ItemTags } from './item-tags';
import type { StatusMenuProps } from './status-menu';
import styles from '../../lib/watchlist-card.module.css';

export interface ListRowProps extends StatusMenuProps {
  /** A show being watched: "Next: S2E5". */
  next?: string;
}

/**
 * A list-view row: poster, title, status label, 'Added:' date, its tags, the status dropdown, add to list, edit tags
 * and remove.
 */
export const ListRow = memo(function ListRow({
  item,
  onStatus,
  onRemove,
  onAddToList,
  onEditTags,
  next,
}: ListRowProps) {
  const status = effectiveStatus(item);
  // A legacy status (on_hold, dropped) stays selectable so the dropdown shows the truth.
  const statuses: readonly WatchlistStatus[] = WATCHLIST_STATUSES.includes(status)
    ? WATCHLIST_STATUSES
    : [...WATCHLIST_STATUSES, status];
  const href = itemHref(item);
  const year = yearOf(item.release_date);
  const mark = useCardMark(item, titleIdentity(item.media_type, item.id));
  const { t } = useLingui();
  const title = item.title;
  const added = item.addedAt && formatDate(item.addedAt);
  return (
    <article className={styles.row} aria-label={item.title}>
      <AppLink to={href} className={styles.rowPoster} tabIndex={-1} aria-hidden="true">
        <LazyImage src={imageUrl(item.poster_path, 'w200')} alt="" width={200} height={300} />
      </AppLink>
      <div className={styles.rowInfo}>
        <AppLink to={href} className={styles.rowTitle}>
          {item.title}
        </AppLink>
        <p className={styles.rowMeta}>
          <span>{mediaTypeName(item.media_type)}</span>
          {year && <span>{year}</span>}
          <RatingBadge value={item.vote_average} />
        </p>
        <p className={styles.rowMeta}>
          <StatusBadge status={item.status} />
          {next && <span className={styles.next}>{next}</span>}
          {added && (
            <span>
              <Trans>Added: {added}</Trans>
            </span>
          )}
          <ServiceMark mark={mark} />
        </p>
        <ItemTags tags={item.tags} max={Infinity} />
      </div>
      <div className={styles.rowControls}>
        <Select
          label={t`Status of ${title}`}
          hideLabel
          value={status}
          options={statuses.map((value) => ({ value, label: statusLabel(value) }))}
          onChange={(next) => onStatus(item, next)}
        />
        <IconButton
          icon={icons.list}
          aria-label={addToListLabel(item)}
          aria-haspopup="dialog"
          onClick={() => onAddToList(item)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Edit tags for ${title}`}
          aria-haspopup="dialog"
          onClick={() => onEditTags(item)}
        >
          <Trans>Tags</Trans>
        </Button>
        <IconButton icon={icons.trash} aria-label={t`Remove ${title}`} onClick={() => onRemove(item)} />
      </div>
    </article>
  );
});
