import { memo, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, icons, IconButton } from '@reelist/ui';
import { dayFormat, relativeDayLabel } from './calendar-days';
import type { Day } from './calendar-days';
import type { CalendarEntry } from './calendar-entries';
import { EntryLink } from './entry-link';
import { RemindToggle } from './reminders';
import type { CalendarReminders } from './reminders';
import styles from './calendar.module.css';

export interface AgendaViewProps {
  days: ReadonlyMap<Day, CalendarEntry[]>;
  from: Day;
  to: Day;
  today: Day;
  locale: string;
  /** Saves one show's episodes as their own .ics file. */
  onDownloadShow: (entry: CalendarEntry) => void;
  reminders: CalendarReminders;
}

/**
 * The days of the period that have entries, in order; today is always listed when in the period, marked "Today".
 * Memoised: the page re-renders for its progress and its other parts, the agenda only when its entries change.
 */
export const AgendaView = memo(function AgendaView({
  days,
  from,
  to,
  today,
  locale,
  onDownloadShow,
  reminders,
}: AgendaViewProps) {
  const { t } = useLingui();
  const longDay = useMemo(() => dayFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }), [locale]);
  const todayLabel = relativeDayLabel(locale, 0);
  const shown = [...days.keys()].filter((day) => day >= from && day <= to);
  if (today >= from && today <= to && !days.has(today)) shown.unshift(today);
  shown.sort();
  return (
    <ol className={styles.agenda} aria-label={t`Agenda`}>
      {shown.map((day) => {
        const entries = days.get(day) ?? [];
        return (
          <li key={day} className={styles.agendaDay}>
            <h3 className={styles.agendaDate}>
              {longDay(day)}
              {day === today && (
                <>
                  {' '}
                  <Badge tone="accent">{todayLabel}</Badge>
                </>
              )}
            </h3>
            {entries.length === 0 ? (
              <p className={styles.quiet}>
                <Trans>Nothing today.</Trans>
              </p>
            ) : (
              <ul className={styles.agendaEntries}>
                {entries.map((entry) => {
                  const title = entry.title;
                  return (
                    <li key={entry.key} className={styles.agendaEntry}>
                      <EntryLink entry={entry} />
                      <span className={styles.entryActions}>
                        <RemindToggle entry={entry} reminders={reminders} />
                        {entry.episode && (
                          <IconButton
                            icon={icons.download}
                            size="sm"
                            aria-label={t`Download ${title} episodes (.ics)`}
                            onClick={() => onDownloadShow(entry)}
                          />
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
});
