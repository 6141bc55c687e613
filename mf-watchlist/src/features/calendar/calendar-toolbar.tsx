import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton, icons } from '@reelist/ui';
import type { Day } from './calendar-days';
import { baseMonth, shiftMonth } from './calendar-period';
import type { CalendarView, Period } from './calendar-period';
import styles from './calendar.module.css';

export interface CalendarToolbarProps {
  period: Period;
  view: CalendarView;
  today: Day;
  /** 'December 2026' for a month's first day. */
  monthName: (day: Day) => string;
  onChange: (next: { period?: Period; view?: CalendarView }) => void;
}

/** The period (this week, the next 30 days, a month with its neighbours) and the view (agenda or month grid). */
export function CalendarToolbar({ period, view, today, monthName, onChange }: CalendarToolbarProps) {
  const { t } = useLingui();
  const previous = shiftMonth(period, today, -1);
  const next = shiftMonth(period, today, 1);
  const month = baseMonth(period, today);
  const previousName = monthName(`${previous.month}-01`);
  const nextName = monthName(`${next.month}-01`);
  return (
    <div className={styles.toolbar}>
      <div className={styles.group} role="group" aria-label={t`Period`}>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={period.kind === 'week'}
          onClick={() => onChange({ period: { kind: 'week' } })}
        >
          <Trans>This week</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={period.kind === 'next30'}
          onClick={() => onChange({ period: { kind: 'next30' } })}
        >
          <Trans>Next 30 days</Trans>
        </Button>
      </div>
      <div className={styles.group} role="group" aria-label={t`Month`}>
        <IconButton
          icon={icons.chevronLeft}
          aria-label={t`Previous month, ${previousName}`}
          onClick={() => onChange({ period: previous })}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={period.kind === 'month'}
          onClick={() => onChange({ period: { kind: 'month', month } })}
        >
          {monthName(`${month}-01`)}
        </Button>
        <IconButton
          icon={icons.chevronRight}
          aria-label={t`Next month, ${nextName}`}
          onClick={() => onChange({ period: next })}
        />
      </div>
      <div className={styles.group} role="group" aria-label={t`View`}>
        <IconButton
          icon={icons.list}
          aria-label={t`Agenda`}
          aria-pressed={view === 'agenda'}
          onClick={() => onChange({ view: 'agenda' })}
        />
        <IconButton
          icon={icons.calendar}
          aria-label={t`Month grid`}
          aria-pressed={view === 'month'}
          onClick={() => onChange({ view: 'month' })}
        />
      </div>
    </div>
  );
}
