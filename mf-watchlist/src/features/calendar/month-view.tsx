import { memo, useMemo } from 'react';
import { cx } from '@reelist/ui';
import { dayFormat, relativeDayLabel, weeksCovering } from './calendar-days';
import type { Day } from './calendar-days';
import type { CalendarEntry } from './calendar-entries';
import { EntryLink } from './entry-link';
import { RemindToggle } from './reminders';
import type { CalendarReminders } from './reminders';
import styles from './calendar.module.css';

export interface MonthViewProps {
  days: ReadonlyMap<Day, CalendarEntry[]>;
  from: Day;
  to: Day;
  today: Day;
  locale: string;
  /** 1 (Monday) .. 7 (Sunday): the first column. */
  firstDay: number;
  /** The table's caption: the period's name. */
  label: string;
  reminders: CalendarReminders;
}

/**
 * The weeks covering the period as a table, seven columns from the locale's first day of the week. Days outside
 * the period are dimmed, today is marked; each day lists its entries as links.
 */
export const MonthView = memo(function MonthView({
  days,
  from,
  to,
  today,
  locale,
  firstDay,
  label,
  reminders,
}: MonthViewProps) {
  const formats = useMemo(
    () => ({
      long: dayFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }),
      number: dayFormat(locale, { day: 'numeric' }),
      short: dayFormat(locale, { weekday: 'short' }),
      weekday: dayFormat(locale, { weekday: 'long' }),
    }),
    [locale],
  );
  const weeks = weeksCovering(from, to, firstDay);
  const todayLabel = relativeDayLabel(locale, 0);
  return (
    <table className={styles.month}>
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col" className={styles.weekday}>
              <abbr title={formats.weekday(day)}>{formats.short(day)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const entries = days.get(day) ?? [];
              const outside = day < from || day > to;
              return (
                <td
                  key={day}
                  className={cx(styles.cell, outside && styles.outside, day < today && styles.past)}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span className={styles.cellDate}>
                    <span aria-hidden="true">{formats.number(day)}</span>
                    <span className="sr-only">{formats.long(day)}</span>
                    {day === today && <span className={styles.todayMark}>{todayLabel}</span>}
                  </span>
                  {entries.length > 0 && (
                    <ul className={styles.cellEntries}>
                      {entries.map((entry) => (
                        <li key={entry.key}>
                          <EntryLink entry={entry} />
                          <RemindToggle entry={entry} reminders={reminders} compact />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
