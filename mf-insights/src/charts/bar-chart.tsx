import type { ReactNode } from 'react';
import styles from './charts.module.css';

export interface HorizontalBar {
  key: string | number;
  label: ReactNode;
  value: number;
  /** The value as shown at the end of the bar ('12 titles'). */
  valueText: string;
}

/** Horizontal bars scaled to the largest value, label | bar | value per row. Purely visual: wrap it in a Chart. */
export function BarChart({ bars }: { bars: readonly HorizontalBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className={styles.bars} aria-hidden="true">
      {bars.map((bar) => (
        <div key={bar.key} className={styles.barRow}>
          <span className={styles.barLabel}>{bar.label}</span>
          <svg className={styles.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            <rect x={0} y={0} width={100} height={10} className={styles.track} />
            <rect x={0} y={0} width={Math.max(1, (bar.value / max) * 100)} height={10} className={styles.bar} />
          </svg>
          <span className={styles.barValue}>{bar.valueText}</span>
        </div>
      ))}
    </div>
  );
}
