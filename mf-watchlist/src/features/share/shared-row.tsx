import { memo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { getTitleDetails, imageUrl } from '@reelist/api';
import { effectiveStatus, yearOf } from '@reelist/domain';
import { AppLink, useServiceQuery } from '@reelist/state';
import { Button, icons, LazyImage, mediaTypeName, statusLabel, useInView } from '@reelist/ui';
import { itemHref } from '../../lib/item-links';
import { StatusBadge } from '../../lib/status-badge';
import type { SharedItem } from './shared-list';
import card from '../../lib/watchlist-card.module.css';
import styles from './share.module.css';

export interface SharedRowProps {
  item: SharedItem;
  /** The receiver's own item with this identity, if they have it. */
  mine: WatchlistItem | undefined;
  onAdd: (item: SharedItem) => void;
  onTakeStatus: (item: SharedItem) => void;
}

/**
 * One shared title: poster and year from the catalogue (cached), the link's title and status, the sharer's rating
 * and review when included, and Add, or, when the receiver has it, their status and a way to take the shared one.
 */
export const SharedRow = memo(function SharedRow({ item, mine, onAdd, onTakeStatus }: SharedRowProps) {
  const { t } = useLingui();
  const row = useRef<HTMLLIElement>(null);
  // A row asks the catalogue for its details when it comes near the viewport, not all 50 at once.
  const near = useInView(row, 0, '300px');
  const { data: details } = useServiceQuery(
    ['title', item.media_type, item.id],
    (signal) => getTitleDetails(item.media_type, item.id, { signal }),
    { enabled: near && item.id > 0 },
  );
  const href = itemHref(item);
  const year = yearOf(details?.release_date ?? details?.first_air_date ?? '');
  const differs = mine && effectiveStatus(mine) !== item.status;
  const title = item.title;
  const rating = item.rating;
  const status = statusLabel(item.status);
  const mineStatus = mine ? statusLabel(effectiveStatus(mine)) : '';
  return (
    <li ref={row} className={card.row} aria-label={item.title}>
      <AppLink to={href} className={card.rowPoster} tabIndex={-1} aria-hidden="true">
        <LazyImage src={imageUrl(details?.poster_path, 'w200')} alt="" width={200} height={300} />
      </AppLink>
      <div className={card.rowInfo}>
        <AppLink to={href} className={card.rowTitle}>
          {item.title}
        </AppLink>
        <p className={card.rowMeta}>
          <span>{mediaTypeName(item.media_type)}</span>
          {year && <span>{year}</span>}
          <StatusBadge status={item.status} />
          {rating !== undefined && (
            <span>
              <Trans>Their rating: {rating} of 5</Trans>
            </span>
          )}
        </p>
        {item.review && (
          <blockquote className={styles.review}>
            {item.review.title && <strong>{item.review.title} </strong>}
            {item.review.content}
          </blockquote>
        )}
      </div>
      <div className={card.rowControls}>
        {mine ? (
          <>
            <span className={styles.mine}>
              <Trans>In your watchlist: {mineStatus}</Trans>
            </span>
            {differs && (
              <Button size="sm" variant="secondary" onClick={() => onTakeStatus(item)}>
                <Trans>Mark {status}</Trans>
              </Button>
            )}
          </>
        ) : (
          <Button size="sm" icon={icons.plus} onClick={() => onAdd(item)} aria-label={t`Add ${title}`}>
            <Trans>Add</Trans>
          </Button>
        )}
      </div>
    </li>
  );
});
