import type { WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { STATUS_LABELS, WATCHLIST_STATUSES } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import styles from './watchlist-card.module.css';

export interface StatusMenuProps {
  item: WatchlistItem;
  onStatus: (item: WatchlistItem, status: WatchlistStatus) => void;
  onRemove: (item: WatchlistItem) => void;
}

/** The card's hover (and keyboard focus) menu: the three statuses and Remove. The title is in each name. */
export function StatusMenu({ item, onStatus, onRemove }: StatusMenuProps) {
  const current = effectiveStatus(item);
  return (
    <div className={styles.menu}>
      {WATCHLIST_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.menuButton}
          aria-pressed={current === status}
          aria-label={`${STATUS_LABELS[status]}: ${item.title}`}
          onClick={() => onStatus(item, status)}
        >
          {STATUS_LABELS[status]}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.menuButton} ${styles.remove}`}
        aria-label={`Remove: ${item.title}`}
        onClick={() => onRemove(item)}
      >
        Remove
      </button>
    </div>
  );
}
