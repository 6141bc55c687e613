import type { CSSProperties } from 'react';
import styles from './charts.module.css';

export interface Column {
  key: string | number;
  /** The short label under the column ('Jan', '09'). */
  label: string;
  value: number;
}

const GRID_LINES = [25, 50, 75];

/**
 * Vertical columns scaled to the largest value: the bars are SVG stretched to the width (crisp at any size), the
 * labels HTML under them, so the chart fits 390 px as well as a desktop. Purely visual: wrap it in a Chart.
 */
export function ColumnChart({ columns, height = 160 }: { columns: readonly Column[]; height?: number }) {
  const max = Math.max(1, ...columns.map((column) => column.value));
  const count = Math.max(1, columns.length);
  return (
    <div className={styles.columns} style={{ '--count': count } as CSSProperties}>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${count} 100`}
        preserveAspectRatio="none"
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        {GRID_LINES.map((y) => (
          <line key={y} x1={0} x2={count} y1={y} y2={y} className={styles.gridLine} vectorEffect="non-scaling-stroke" />
        ))}
        {columns.map((column, index) => {
          const h = column.value > 0 ? Math.max(1.5, (column.value / max) * 100) : 0;
          return <rect key={column.key} x={index + 0.18} width={0.64} y={100 - h} height={h} className={styles.bar} />;
        })}
      </svg>
      <ol className={styles.columnLabels} aria-hidden="true">
        {columns.map((column) => (
          <li key={column.key}>{column.label}</li>
        ))}
      </ol>
    </div>
  );
}
