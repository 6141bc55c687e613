import { useCallback, useEffect, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { C } from '@reelist/contracts';
import { formatNumber, localToday } from '@reelist/domain';
import { currentLocale, intlLocale } from '@reelist/i18n';
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
 * Days, weekdays and months are named in the interface's language; the week starts as the browser's locale has it.
 */
export function CalendarRoute({ today: fixedToday }: { today?: Day }) {
  const { t } = useLingui();
  const [today] = useState(() => fixedToday ?? localToday());
  const [browserLocale] = useState(visitorLocale);
  const firstDay = useMemo(() => firstDayOfWeek(browserLocale), [browserLocale]);
  const locale = intlLocale(currentLocale());
  const [fallbackView] = useState<CalendarView>(() => (isPhone() ? 'agenda' : 'month'));
  const { searchParams, setSearchParams } = useRoute();
  const view = readView(searchParams.get('view')) ?? fallbackView;
  const period = readPeriod(searchParams.get('period')) ?? defaultPeriod(view, today);
  const { from, to } = periodRange(period, today, firstDay);
  const calendar = useCalendar(today);
  const reminders = useCalendarReminders(today);
  // With people followed, the progress and the failures name them too.
  const checking = calendar.people ? t`Checking your shows and people` : t`Checking your shows`;
  const checked = formatNumber(calendar.checked);
  const total = formatNumber(calendar.total);
  const progress = calendar.people
    ? t`Checking your shows and people: ${checked} of ${total}`
    : t`Checking your shows: ${checked} of ${total}`;
  const failed = calendar.failed;
  const failure = calendar.people
    ? plural(failed, {
        one: 'One of your shows and people could not be checked.',
        other: '# of your shows and people could not be checked.',
      })
    : plural(failed, {
        one: 'One of your shows could not be checked.',
        other: '# of your shows could not be checked.',
      });
  const days = useMemo(() => entriesByDay(calendar.upcoming), [calendar.upcoming]);

  const pageTitle = t`Calendar`;
  useEffect(() => {
    document.title = `${pageTitle} · ${C.PRODUCT_NAME}`;
    return () => {
      document.title = C.PRODUCT_NAME;
    };
  }, [pageTitle]);

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
  const range = span(from, to);
  const label =
    period.kind === 'week'
      ? t`This week: ${range}`
      : period.kind === 'next30'
        ? t`Next 30 days: ${range}`
        : monthName(from);
  const inPeriod = calendar.upcoming.some((entry) => entry.day >= from && entry.day <= to);
  const later = calendar.upcoming.find((entry) => entry.day > to);
  const nothingAtAll = calendar.ready && calendar.upcoming.length === 0 && calendar.catchUp.length === 0;
  const nextTitle = later?.title ?? '';
  const nextDay = later ? longDay(later.day) : '';
  const nextMonth = later ? monthName(later.day) : '';
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
        title={pageTitle}
        subtitle={t`What is coming for what you track: movie releases on your watchlist, new episodes of your shows and new titles of the people you follow`}
        actions={
          calendar.upcoming.length > 0 && (
            <Button variant="secondary" icon={icons.download} onClick={() => downloadCalendar(calendar.upcoming)}>
              <Trans>Download calendar (.ics)</Trans>
            </Button>
          )
        }
      />
      {calendar.checked < calendar.total && (
        <div className={styles.progress}>
          <p role="status">{progress}</p>
          <ProgressBar label={checking} value={calendar.checked / calendar.total} />
        </div>
      )}
      {calendar.ready && calendar.failed > 0 && (
        <p className={styles.problem} role="alert">
          {failure}{' '}
          <Button variant="secondary" size="sm" onClick={calendar.retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {nothingAtAll ? (
        <EmptyState
          icon={icons.calendar}
          title={t`Nothing coming up yet`}
          message={t`The calendar shows the release dates of upcoming movies on your watchlist, the new episodes of the shows on it or that you keep following, and the upcoming titles of the people you follow. Add an upcoming movie or a show that is still airing to your watchlist to see it here.`}
          action={
            <AppLink to="/" className={buttonClassName()}>
              <Trans>Discover titles</Trans>
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
              <Trans>Nothing on these days.</Trans>
              {later && (
                <>
                  {' '}
                  <Trans>
                    Next up: {nextTitle}, {nextDay}.
                  </Trans>{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setParams({ period: { kind: 'month', month: monthOf(later.day) } })}
                  >
                    <Trans>Show {nextMonth}</Trans>
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
