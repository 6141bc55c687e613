import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './charts.module.css';

/** One row of a chart's table alternative: the category and its value as read. */
export interface ChartRow {
  key: string | number;
  label: ReactNode;
  value: ReactNode;
}

export interface ChartProps {
  /** What the chart shows, e.g. 'Viewings by month': the picture's name and the table's caption. */
  label: string;
  /** The chart's gist in words ('Busiest month: March, 12 viewings'), announced with the picture. */
  description: string;
  /** The table alternative's column headings (category, value). */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
  /** The drawing; hidden from assistive technology (the description and the table carry it). */
  children: ReactNode;
}

/**
 * A chart with what everyone can read: the drawing as an image named by `label` and described in words, and
 * the same figures as a table behind "Show as table".
 */
export function Chart({ label, description, columns, rows, children }: ChartProps) {
  const id = useId();
  return (
    <figure className={styles.chart}>
      <div role="img" aria-label={label} aria-describedby={`${id}-description`} className={styles.drawing}>
        {children}
      </div>
      <figcaption id={`${id}-description`} className={styles.description}>
        {description}
      </figcaption>
      <details className={styles.tableToggle}>
        <summary>
          <Trans>Show as table</Trans>
        </summary>

        <table className={styles.table}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
