import { useRef } from 'react';
import type { CSSProperties, Key, ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useScrollMargin } from './use-scroll-margin';
import styles from './watchlist.module.css';

export interface VirtualRowsProps {
  count: number;
  /** A row's height before it is measured, from the region's width (the first render guesses 1200 px). */
  estimate: (width: number) => number;
  overscan: number;
  rowClassName: string | undefined;
  rowStyle?: CSSProperties;
  /** A stable key per row, so a row keeps its measured height when the list above it changes. */
  rowKey?: (index: number) => Key;
  children: (index: number) => ReactNode;
}

/** The watchlist's window-scrolled region: only the rows near the viewport are in the DOM, so 10,000 items stay fast. */
export function VirtualRows({ count, estimate, overscan, rowClassName, rowStyle, rowKey, children }: VirtualRowsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(ref);
  const rowEstimate = estimate(ref.current?.clientWidth || 1200);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowEstimate,
    // An element without layout (hidden, or a test DOM) measures 0: keep the estimate rather than collapse.
    measureElement: (element) => element.getBoundingClientRect().height || rowEstimate,
    overscan,
    scrollMargin,
    getItemKey: rowKey,
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
          className={rowClassName}
          style={{ ...rowStyle, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {children(row.index)}
        </div>
      ))}
    </div>
  );
}
