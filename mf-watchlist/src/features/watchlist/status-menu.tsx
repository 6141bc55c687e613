import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { WATCHLIST_STATUSES } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import { afterPaint } from '@reelist/storage';
import { Icon, icons, statusLabel } from '@reelist/ui';
import { addToListLabel } from './add-to-list';
import styles from '../../lib/watchlist-card.module.css';

export interface StatusMenuProps {
  item: WatchlistItem;
  onStatus: (item: WatchlistItem, status: WatchlistStatus) => void;
  onRemove: (item: WatchlistItem) => void;
  /** Opens the list picker for the item (the page holds the one picker). */
  onAddToList: (item: WatchlistItem) => void;
  /** Opens the tag editor for the item (the page holds the one editor). */
  onEditTags: (item: WatchlistItem) => void;
}

/**
 * The card's hover (and keyboard focus) menu: Add to list in the poster's corner, the three statuses, Edit tags and
 * Remove. The
 * title is in each name. A status shows as pressed at once; the watchlist changes after that paint (the page's tiles,
 * filters and list re-render then), so the tap's answer is not held up by the whole page's update (about 40 ms on a
 * phone's CPU, 1,000 items).
 */
export function StatusMenu({ item, onStatus, onRemove, onAddToList, onEditTags }: StatusMenuProps) {
  const [chosen, setChosen] = useState<WatchlistStatus | null>(null);
  const current = chosen ?? effectiveStatus(item);
  const { t } = useLingui();
  const title = item.title;
  return (
    <div className={styles.menu}>
      {/* First in the tab order as it is first on screen, at the top; an icon, since its name names the title. */}
      <button
        type="button"
        className={styles.menuListButton}
        aria-label={addToListLabel(item)}
        aria-haspopup="dialog"
        title={addToListLabel(item)}
        onClick={() => onAddToList(item)}
      >
        <Icon icon={icons.list} size={18} />
      </button>
      {WATCHLIST_STATUSES.map((status) => {
        const label = statusLabel(status);
        return (
          <button
            key={status}
            type="button"
            className={styles.menuButton}
            aria-pressed={current === status}
            aria-label={t`${label}: ${title}`}
            onClick={() => {
              setChosen(status);
              afterPaint(() => {
                setChosen(null);
                onStatus(item, status);
              });
            }}
          >
            {label}
          </button>
        );
      })}
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t`Edit tags: ${title}`}
        aria-haspopup="dialog"
        onClick={() => onEditTags(item)}
      >
        <Trans>Edit tags</Trans>
      </button>
      <button
        type="button"
        className={`${styles.menuButton} ${styles.remove}`}
        aria-label={t`Remove: ${title}`}
        onClick={() => onRemove(item)}
      >
        <Trans>Remove</Trans>
      </button>
    </div>
  );
}
