import type { ReactNode } from 'react';
import styles from './analytics.module.css';

export interface Bar {
  key: string | number;
  label: ReactNode;
  value: number;
  /** What is read and shown beside the bar, e.g. '3 views'. */
  valueText: string;
}

/**
 * A horizontal bar chart drawn with CSS. Each row is plain text (label and value) with the bar beside it hidden
 * from assistive technology, so the chart reads as a list without needing a separate table.
 */
export function BarList({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className={styles.bars} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className={styles.barRow}>
          <span className={styles.barLabel}>{bar.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${(bar.value / max) * 100}%` }} />
          </span>
          <span className={styles.barValue}>{bar.valueText}</span>
        </li>
      ))}
    </ul>
  );
}
