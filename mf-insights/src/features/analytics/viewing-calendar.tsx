import { Chart } from '../../lib/charts/chart';
import { useLingui } from '@lingui/react/macro';
import { countDays, countViewings } from '../../lib/counts';
import { dateFormat } from '../../lib/format';
import { Panel } from '../../lib/panel';
import { CALENDAR_DAYS } from '../../lib/stats/watch-stats';
import { activityOpacity } from './daily-activity';
import styles from './analytics.module.css';

const DAY_MS = 86_400_000;
// Day numbers are UTC midnights of local calendar days (see localDayNumber): format them in UTC.
const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
const dateOf = (day: number) => dateFormat(DAY_FORMAT).format(new Date(day * DAY_MS));
/** Monday 0 ... Sunday 6 of a day number (day 0, 1 January 1970, was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

/**
 * The viewings of the last year as a calendar: a column per week (Monday at the top), each day as dark as its
 * share of the busiest day, today last.
 */
export function ViewingCalendar({ perDay, today }: { perDay: ReadonlyMap<number, number>; today: number }) {
  const first = today - (CALENDAR_DAYS - 7) - weekdayOf(today);
  const days = Array.from({ length: today - first + 1 }, (_, i) => first + i).map((day) => ({
    day,
    viewings: perDay.get(day) ?? 0,
  }));
  const max = Math.max(0, ...days.map((d) => d.viewings));
  const active = days.filter((d) => d.viewings > 0);
  const busiest = active.find((d) => d.viewings === max);
  const { t } = useLingui();
  const total = days.length;
  const activeDays = countDays(active.length);
  const busiestDate = busiest ? dateOf(busiest.day) : '';
  const busiestViewings = countViewings(max);
  return (
    <Panel title={t`Viewing Calendar (Last 12 Months)`} className={styles.wide}>
      <Chart
        label={t`Viewings per day, last 12 months`}
        description={
          busiest
            ? t`Viewings on ${activeDays} of the last ${total}; the busiest, ${busiestDate}, had ${busiestViewings}. A column per week, Monday at the top; darker days had more viewings.`
            : t`No viewings dated in the last ${total} days.`
        }
        columns={[t`Day`, t`Viewings`]}
        rows={active.map((d) => ({ key: d.day, label: dateOf(d.day), value: countViewings(d.viewings) }))}
      >
        <ol className={styles.calendar}>
          {days.map((d) => (
            <li
              key={d.day}
              className={styles.calendarCell}
              style={d.day === first ? { gridRowStart: weekdayOf(first) + 1 } : undefined}
              title={`${dateOf(d.day)}: ${countViewings(d.viewings)}`}
            >
              <span
                className={styles.activityFill}
                style={{ opacity: activityOpacity(d.viewings, max) }}
                data-views={d.viewings}
              />
            </li>
          ))}
        </ol>
      </Chart>
    </Panel>
  );
}
