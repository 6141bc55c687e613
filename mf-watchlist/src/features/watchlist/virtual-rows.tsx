import type { CSSProperties, Key, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useWindowRows } from '../../lib/use-window-rows';
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
  const { ref, virtualizer, scrollMargin } = useWindowRows<HTMLDivElement>({ count, estimate, overscan, rowKey });
  const { t } = useLingui();

  return (
    <div
      ref={ref}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={t`Watchlist items`}
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
