import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { WatchlistItem } from '@reelist/contracts';
import { ListRow } from './list-row';
import type { StatusMenuProps } from './status-menu';
import { useScrollMargin } from './use-scroll-margin';
import styles from './watchlist.module.css';

export interface WatchlistListProps extends Omit<StatusMenuProps, 'item'> {
  items: readonly WatchlistItem[];
}

const ROW_ESTIMATE = 124;

/** The virtualized list view: one measured row per item, only those near the viewport rendered. */
export function WatchlistList({ items, ...handlers }: WatchlistListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(ref);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    // An element without layout (hidden, or a test DOM) measures 0: keep the estimate rather than collapse.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item ? `${item.media_type}_${item.id}` : index;
    },
  });

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label="Watchlist items"
      role="region"
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.listRow}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <ListRow item={item} {...handlers} />
          </div>
        );
      })}
    </div>
  );
}
