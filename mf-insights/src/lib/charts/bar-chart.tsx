import type { ReactNode } from 'react';
import styles from './charts.module.css';

export interface HorizontalBar {
  key: string | number;
  label: ReactNode;
  value: number;
  /** The value as shown at the end of the bar ('12 titles', '3 searches'). */
  valueText: string;
}

/**
 * Horizontal bars scaled to the largest value, label | bar | value per row. Without `label` it is purely visual:
 * wrap it in a Chart. With `label` it is a list named by it, each row read as its label and value (the bar beside
 * them hidden from assistive technology), so it needs no table.
 */
export function BarChart({ bars, label }: { bars: readonly HorizontalBar[]; label?: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className={styles.bars} aria-label={label} aria-hidden={label === undefined || undefined}>
      {bars.map((bar) => (
        <li key={bar.key} className={styles.barRow}>
          <span className={styles.barLabel}>{bar.label}</span>
          <svg
            className={styles.barTrack}
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <rect x={0} y={0} width={100} height={10} className={styles.track} />
            <rect x={0} y={0} width={Math.max(1, (bar.value / max) * 100)} height={10} className={styles.bar} />
          </svg>
          <span className={styles.barValue}>{bar.valueText}</span>
        </li>
      ))}
    </ul>
  );
}
