import { Chart } from '../../lib/charts/chart';
import { plural } from '@reelist/domain';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';
import { DAILY_ACTIVITY_MIN_OPACITY } from './constants';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Opacity of a day's cell: its share of the busiest day, never below DAILY_ACTIVITY_MIN_OPACITY. */
export const activityOpacity = (views: number, max: number): number =>
  Math.max(DAILY_ACTIVITY_MIN_OPACITY, max > 0 ? views / max : 0);

/** The last 30 days as a grid of cells, oldest first, each as dark as its share of the busiest day. */
export function DailyActivity({ pattern, now }: { pattern: readonly number[]; now: Date }) {
  const max = Math.max(0, ...pattern);
  const days = pattern.map((views, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (pattern.length - 1 - index));
    return { index, views, day: dayFormat.format(date) };
  });
  const active = days.filter((day) => day.views > 0).length;
  return (
    <Panel title="Daily Activity (Last 30 Days)" className={styles.wide}>
      <Chart
        label="Views per day, last 30 days"
        description={`Views on ${active} of the last ${pattern.length} days; the busiest day had ${plural(max, 'view')}. Darker cells mean more views, oldest day first, today last.`}
        columns={['Day', 'Views']}
        rows={days.map((day) => ({ key: day.index, label: day.day, value: plural(day.views, 'view') }))}
      >
        <ol className={styles.activity}>
          {days.map((day) => (
            <li key={day.index} className={styles.activityCell} title={`${day.day}: ${plural(day.views, 'view')}`}>
              <span
                className={styles.activityFill}
                style={{ opacity: activityOpacity(day.views, max) }}
                data-views={day.views}
              />
            </li>
          ))}
        </ol>
      </Chart>
    </Panel>
  );
}
