import { Chart } from '../../lib/charts/chart';
import { plural } from '@reelist/domain';
import { Panel } from '../../lib/panel';
import { CALENDAR_DAYS } from '../../lib/stats/watch-stats';
import { activityOpacity } from './daily-activity';
import styles from './analytics.module.css';

const DAY_MS = 86_400_000;
// Day numbers are UTC midnights of local calendar days (see localDayNumber): format them in UTC.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: number) => dayFormat.format(new Date(day * DAY_MS));
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
  return (
    <Panel title="Viewing Calendar (Last 12 Months)" className={styles.wide}>
      <Chart
        label="Viewings per day, last 12 months"
        description={
          busiest
            ? `Viewings on ${plural(active.length, 'day')} of the last ${days.length}; the busiest, ${dateOf(busiest.day)}, had ${plural(max, 'viewing')}. A column per week, Monday at the top; darker days had more viewings.`
            : `No viewings dated in the last ${days.length} days.`
        }
        columns={['Day', 'Viewings']}
        rows={active.map((d) => ({ key: d.day, label: dateOf(d.day), value: plural(d.viewings, 'viewing') }))}
      >
        <ol className={styles.calendar}>
          {days.map((d) => (
            <li
              key={d.day}
              className={styles.calendarCell}
              style={d.day === first ? { gridRowStart: weekdayOf(first) + 1 } : undefined}
              title={`${dateOf(d.day)}: ${plural(d.viewings, 'viewing')}`}
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
