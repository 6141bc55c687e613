import { Chart } from '../../lib/charts/chart';
import { useLingui } from '@lingui/react/macro';
import { countViews } from '../../lib/counts';
import { dateFormat } from '../../lib/format';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';
import { DAILY_ACTIVITY_MIN_OPACITY } from './constants';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** Opacity of a day's cell: its share of the busiest day, never below DAILY_ACTIVITY_MIN_OPACITY. */
export const activityOpacity = (views: number, max: number): number =>
  Math.max(DAILY_ACTIVITY_MIN_OPACITY, max > 0 ? views / max : 0);

/** The last 30 days as a grid of cells, oldest first, each as dark as its share of the busiest day. */
export function DailyActivity({ pattern, now }: { pattern: readonly number[]; now: Date }) {
  const { t } = useLingui();
  const dayFormat = dateFormat(DAY_FORMAT);
  const max = Math.max(0, ...pattern);
  const days = pattern.map((views, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (pattern.length - 1 - index));
    return { index, views, day: dayFormat.format(date) };
  });
  const active = days.filter((day) => day.views > 0).length;
  const total = pattern.length;
  const busiest = countViews(max);
  return (
    <Panel title={t`Daily Activity (Last 30 Days)`} className={styles.wide}>
      <Chart
        label={t`Views per day, last 30 days`}
        description={t`Views on ${active} of the last ${total} days; the busiest day had ${busiest}. Darker cells mean more views, oldest day first, today last.`}
        columns={[t`Day`, t`Views`]}
        rows={days.map((day) => ({ key: day.index, label: day.day, value: countViews(day.views) }))}
      >
        <ol className={styles.activity}>
          {days.map((day) => (
            <li key={day.index} className={styles.activityCell} title={`${day.day}: ${countViews(day.views)}`}>
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
