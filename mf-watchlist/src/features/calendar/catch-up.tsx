import { memo, useMemo } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@reelist/state';
import { dayFormat } from './calendar-days';
import type { CalendarEntry } from './calendar-entries';
import { CATCH_UP_DAYS, entryHref, episodeText } from './calendar-entries';
import styles from './calendar.module.css';

/** The entries per show, each show's in airing order, the show with the oldest episode first. */
function byShow(entries: readonly CalendarEntry[]): CalendarEntry[][] {
  const shows = new Map<number, CalendarEntry[]>();
  for (const entry of entries) shows.set(entry.id, [...(shows.get(entry.id) ?? []), entry]);
  return [...shows.values()];
}

/**
 * "Catch up": the episodes aired in the last days that the watch log has no viewing of, grouped by show (one show
 * airing weekly adds four a month), in the order to watch them.
 */
export const CatchUp = memo(function CatchUp({
  entries,
  locale,
}: {
  entries: readonly CalendarEntry[];
  locale: string;
}) {
  const { t } = useLingui();
  const days = CATCH_UP_DAYS;
  const shortDay = useMemo(() => dayFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }), [locale]);
  const shows = useMemo(() => byShow(entries), [entries]);
  return (
    <section className={styles.section} aria-labelledby="catch-up">
      <h2 id="catch-up" className={styles.sectionTitle}>
        <Trans>Catch up</Trans>
      </h2>
      <p className={styles.quiet}>
        <Plural
          value={days}
          one="Episodes of the shows you are watching or keep following that aired in the last day and are not marked watched."
          other="Episodes of the shows you are watching or keep following that aired in the last # days and are not marked watched."
        />
      </p>
      {shows.length === 0 ? (
        <p className={styles.quiet}>
          <Trans>You are all caught up.</Trans>
        </p>
      ) : (
        <ul className={styles.catchUp} aria-label={t`Shows to catch up on`}>
          {shows.map((episodes) => {
            const [first] = episodes as [CalendarEntry];
            const title = first.title;
            const count = episodes.length;
            return (
              <li key={first.id} className={styles.catchUpShow}>
                <h3 className={styles.catchUpTitle}>
                  <AppLink to={entryHref(first)}>{first.title}</AppLink>
                </h3>
                <p className={styles.quiet}>
                  <Plural value={count} one="# episode to catch up on" other="# episodes to catch up on" />
                </p>
                <ol className={styles.catchUpEpisodes} aria-label={t`${title} episodes`}>
                  {episodes.map((entry) => {
                    const day = shortDay(entry.day);
                    return (
                      <li key={entry.key}>
                        <span>{episodeText(entry)}</span>
                        <span className={styles.aired}>
                          <Trans>
                            <span className="sr-only">aired </span>
                            {day}
                          </Trans>
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
