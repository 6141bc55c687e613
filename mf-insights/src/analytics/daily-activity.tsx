import { plural } from './bar-list';
import { Panel } from './panel';
import styles from './analytics.module.css';
import { DAILY_ACTIVITY_MIN_OPACITY } from './constants';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Opacity of a day's cell: its share of the busiest day, never below DAILY_ACTIVITY_MIN_OPACITY. */
export const activityOpacity = (views: number, max: number): number =>
  Math.max(DAILY_ACTIVITY_MIN_OPACITY, max > 0 ? views / max : 0);

/** The last 30 days as a grid of cells, oldest first; each cell carries its date and count as hidden text. */
export function DailyActivity({ pattern, now }: { pattern: readonly number[]; now: Date }) {
  const max = Math.max(0, ...pattern);
  const dayAt = (index: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - (pattern.length - 1 - index));
  return (
    <Panel title="Daily Activity (Last 30 Days)" wide>
      <ol className={styles.activity}>
        {pattern.map((views, index) => {
          const text = `${dayFormat.format(dayAt(index))}: ${plural(views, 'view')}`;
          return (
            <li key={index} className={styles.activityCell} title={text}>
              <span
                className={styles.activityFill}
                style={{ opacity: activityOpacity(views, max) }}
                data-views={views}
                aria-hidden="true"
              />
              <span className="sr-only">{text}</span>
            </li>
          );
        })}
      </ol>
      <p className={styles.muted}>
        Darker cells mean more views; the busiest day had {plural(max, 'view')}. Oldest day first, today last.
      </p>
    </Panel>
  );
}
