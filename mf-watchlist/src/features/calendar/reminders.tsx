import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadWatchLog } from '@reelist/storage';
import { AppLink, useNotifications } from '@reelist/state';
import { useReminders } from '@reelist/state/watch-log';
import { Button, IconButton, icons } from '@reelist/ui';
import type { Day } from './calendar-days';
import { entryDetail, entrySummary } from './calendar-entries';
import type { CalendarEntry } from './calendar-entries';
import styles from './calendar.module.css';

/** What the calendar's views need of the reminders: whether to offer them, which are set, and the toggle. */
export interface CalendarReminders {
  /** Notifications are on (granted and subscribed): only then is there anything to remind with. */
  on: boolean;
  today: Day;
  isSet: (entry: CalendarEntry) => boolean;
  toggle: (entry: CalendarEntry) => void;
}

/** The reminders of the calendar's entries, kept in `reelist_reminders` and shown by the shell's daily check. */
export function useCalendarReminders(today: Day): CalendarReminders {
  const { permission, subscribed } = useNotifications();
  const reminders = useReminders();
  const keys = useMemo(() => new Set((reminders ?? []).map((reminder) => reminder.key)), [reminders]);
  const isSet = useCallback((entry: CalendarEntry) => keys.has(entry.key), [keys]);
  const toggle = useCallback(
    (entry: CalendarEntry) => {
      // A failed write is announced by the store; memory keeps the change for this visit.
      void loadWatchLog().then(({ remindersStore }) =>
        keys.has(entry.key)
          ? remindersStore.forget(entry.key)
          : remindersStore.remind({
              key: entry.key,
              day: entry.day,
              media_type: entry.mediaType,
              id: entry.id,
              title: entry.title,
              detail: entryDetail(entry),
            }),
      );
    },
    [keys],
  );
  const on = permission === 'granted' && subscribed;
  // One object while nothing changes: the views are memoised on it, hundreds of rows.
  return useMemo(() => ({ on, today, isSet, toggle }), [on, today, isSet, toggle]);
}

/**
 * "Remind me" beside an entry of today or later: a toggle, pressed (and ticked) once set, its name the same in both
 * states; icon only in the month grid's narrow cells.
 */
export function RemindToggle({
  entry,
  reminders,
  compact = false,
}: {
  entry: CalendarEntry;
  reminders: CalendarReminders;
  compact?: boolean;
}) {
  const { t } = useLingui();
  if (!reminders.on || entry.day < reminders.today) return null;
  const set = reminders.isSet(entry);
  const toggle = () => reminders.toggle(entry);
  const summary = entrySummary(entry);
  const name = t`Remind me: ${summary}`;
  return compact ? (
    <IconButton icon={set ? icons.check : icons.bell} size="sm" aria-label={name} aria-pressed={set} onClick={toggle} />
  ) : (
    <Button
      variant="secondary"
      size="sm"
      icon={set ? icons.check : icons.bell}
      aria-label={name}
      aria-pressed={set}
      onClick={toggle}
    >
      <Trans>Remind me</Trans>
    </Button>
  );
}

/**
 * What to expect of reminders, said where they are offered: they come from this browser, when Reelist runs on the
 * day, as nothing sends them from elsewhere. With notifications off, where to turn them on instead.
 */
export function RemindersNote({ reminders }: { reminders: CalendarReminders }) {
  const { permission } = useNotifications();
  if (reminders.on)
    return (
      <p className={styles.reminders}>
        <Trans>
          Reminders arrive when Reelist or its background worker runs that day; there is no server to send them.
        </Trans>
      </p>
    );
  if (permission === 'not-supported') return null;
  if (permission === 'denied')
    return (
      <p className={styles.reminders}>
        <Trans>Notifications are blocked in your browser settings: allow them to set reminders.</Trans>
      </p>
    );
  return (
    <p className={styles.reminders}>
      <Trans>
        To be reminded of what is coming, <AppLink to="/preferences">enable notifications in Preferences</AppLink>.
      </Trans>
    </p>
  );
}
