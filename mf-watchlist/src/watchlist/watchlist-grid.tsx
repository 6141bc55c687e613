import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { WatchlistItem } from '@reelist/contracts';
import { GridCard } from './grid-card';
import type { GridCardProps } from './grid-card';
import { useColumns } from './use-columns';
import { useScrollMargin } from './use-scroll-margin';
import styles from './watchlist.module.css';

export interface WatchlistGridProps extends Omit<GridCardProps, 'item'> {
  items: readonly WatchlistItem[];
}

const GAP = 16;
// Card text below the 2:3 poster: two title lines and the meta line.
const TEXT_HEIGHT = 72;

/** A virtualized poster grid: only the rows near the viewport are in the DOM, so 10,000 items stay fast. */
export function WatchlistGrid({ items, ...handlers }: WatchlistGridProps) {
  const columns = useColumns();
  const ref = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(ref);
  const rowCount = Math.ceil(items.length / columns);
  const width = ref.current?.clientWidth || 1200;
  const cardWidth = (width - GAP * (columns - 1)) / columns;
  const rowEstimate = Math.round(cardWidth * 1.5 + TEXT_HEIGHT + GAP);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowEstimate,
    // An element without layout (hidden, or a test DOM) measures 0: keep the estimate rather than collapse.
    measureElement: (element) => element.getBoundingClientRect().height || rowEstimate,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label="Watchlist items"
      role="region"
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={styles.gridRow}
          style={{
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <GridCard key={`${item.media_type}_${item.id}`} item={item} {...handlers} />
          ))}
        </div>
      ))}
    </div>
  );
}
