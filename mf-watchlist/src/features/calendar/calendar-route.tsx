import { useCallback, useEffect, useMemo, useState } from 'react';
import { C } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { AppLink, useRoute } from '@reelist/state';
import { Button, buttonClassName, EmptyState, icons, PageHeader } from '@reelist/ui';
import { ProgressBar } from '../../lib/progress-bar';
import { dayFormat, firstDayOfWeek, monthOf, rangeFormat, visitorLocale } from './calendar-days';
import type { Day } from './calendar-days';
import { entriesByDay } from './calendar-entries';
import type { CalendarEntry } from './calendar-entries';
import { downloadCalendar, showFileName } from './calendar-file';
import { defaultPeriod, periodParam, periodRange, readPeriod, readView } from './calendar-period';
import type { CalendarView, Period } from './calendar-period';
import { AgendaView } from './agenda-view';
import { CalendarToolbar } from './calendar-toolbar';
import { CatchUp } from './catch-up';
import { MonthView } from './month-view';
import { RemindersNote, useCalendarReminders } from './reminders';
import { useCalendar } from './use-calendar';
import styles from './calendar.module.css';

/** Narrower than this, the calendar opens as the agenda: seven columns of titles do not fit a phone. */
const PHONE_QUERY = '(max-width: 639.98px)';

const isPhone = (): boolean => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;

/**
 * /calendar: what is coming for what the visitor tracks, as an agenda or a month grid, with "Catch up" below and
 * the whole calendar as an .ics file. `today` is a test seam; the page otherwise reads the visitor's own day.
 */
export function CalendarRoute({ today: fixedToday }: { today?: Day }) {
  const [today] = useState(() => fixedToday ?? localToday());
  const [locale] = useState(visitorLocale);
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const [fallbackView] = useState<CalendarView>(() => (isPhone() ? 'agenda' : 'month'));
  const { searchParams, setSearchParams } = useRoute();
  const view = readView(searchParams.get('view')) ?? fallbackView;
  const period = readPeriod(searchParams.get('period')) ?? defaultPeriod(view, today);
  const { from, to } = periodRange(period, today, firstDay);
  const calendar = useCalendar(today);
  const reminders = useCalendarReminders(today);
  // With people followed, the progress and the failures name them too.
  const checking = calendar.people ? 'Checking your shows and people' : 'Checking your shows';
  const sources = calendar.people ? 'your shows and people' : 'your shows';
  const days = useMemo(() => entriesByDay(calendar.upcoming), [calendar.upcoming]);

  useEffect(() => {
    document.title = `Calendar · ${C.PRODUCT_NAME}`;
    return () => {
      document.title = C.PRODUCT_NAME;
    };
  }, []);

  const setParams = (next: { view?: CalendarView; period?: Period }) => {
    const params = new URLSearchParams(searchParams);
    params.set('view', next.view ?? view);
    params.set('period', periodParam(next.period ?? period));
    setSearchParams(params, { replace: true });
  };

  const { monthName, span, longDay } = useMemo(
    () => ({
      monthName: dayFormat(locale, { month: 'long', year: 'numeric' }),
      span: rangeFormat(locale, { month: 'short', day: 'numeric' }),
      longDay: dayFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }),
    }),
    [locale],
  );
  const label =
    period.kind === 'week'
      ? `This week: ${span(from, to)}`
      : period.kind === 'next30'
        ? `Next 30 days: ${span(from, to)}`
        : monthName(from);
  const inPeriod = calendar.upcoming.some((entry) => entry.day >= from && entry.day <= to);
  const later = calendar.upcoming.find((entry) => entry.day > to);
  const nothingAtAll = calendar.ready && calendar.upcoming.length === 0 && calendar.catchUp.length === 0;
  const { upcoming } = calendar;
  const downloadShow = useCallback(
    (entry: CalendarEntry) =>
      downloadCalendar(
        upcoming.filter((other) => other.mediaType === 'tv' && other.id === entry.id),
        showFileName(entry.id),
        entry.title,
      ),
    [upcoming],
  );

  return (
    <section className={styles.page}>
      <PageHeader
        title="Calendar"
        subtitle="What is coming for what you track: movie releases on your watchlist, new episodes of your shows and new titles of the people you follow"
        actions={
          calendar.upcoming.length > 0 && (
            <Button variant="secondary" icon={icons.download} onClick={() => downloadCalendar(calendar.upcoming)}>
              Download calendar (.ics)
            </Button>
          )
        }
      />
      {calendar.checked < calendar.total && (
        <div className={styles.progress}>
          <p role="status">
            {checking}: {calendar.checked} of {calendar.total}
          </p>
          <ProgressBar label={checking} value={calendar.checked / calendar.total} />
        </div>
      )}
      {calendar.ready && calendar.failed > 0 && (
        <p className={styles.problem} role="alert">
          {calendar.failed === 1 ? `One of ${sources}` : `${calendar.failed} of ${sources}`} could not be checked.{' '}
          <Button variant="secondary" size="sm" onClick={calendar.retry}>
            Try again
          </Button>
        </p>
      )}
      {nothingAtAll ? (
        <EmptyState
          icon={icons.calendar}
          title="Nothing coming up yet"
          message="The calendar shows the release dates of upcoming movies on your watchlist, the new episodes of the shows on it or that you keep following, and the upcoming titles of the people you follow. Add an upcoming movie or a show that is still airing to your watchlist to see it here."
          action={
            <AppLink to="/" className={buttonClassName()}>
              Discover titles
            </AppLink>
          }
        />
      ) : (
        <>
          <CalendarToolbar period={period} view={view} today={today} monthName={monthName} onChange={setParams} />
          <h2 className={styles.sectionTitle}>{label}</h2>
          <RemindersNote reminders={reminders} />
          {view === 'agenda' ? (
            <AgendaView
              days={days}
              from={from}
              to={to}
              today={today}
              locale={locale}
              onDownloadShow={downloadShow}
              reminders={reminders}
            />
          ) : (
            <MonthView
              days={days}
              from={from}
              to={to}
              today={today}
              locale={locale}
              firstDay={firstDay}
              label={label}
              reminders={reminders}
            />
          )}
          {calendar.ready && !inPeriod && (
            <p className={styles.quiet}>
              Nothing on these days.
              {later && (
                <>
                  {' '}
                  Next up: {later.title}, {longDay(later.day)}.{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setParams({ period: { kind: 'month', month: monthOf(later.day) } })}
                  >
                    Show {monthName(later.day)}
                  </Button>
                </>
              )}
            </p>
          )}
          <CatchUp entries={calendar.catchUp} locale={locale} />
        </>
      )}
    </section>
  );
}
