import { lazy, Suspense, useMemo } from 'react';
import type { WatchLogEntry } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { icons, StatCard } from '@reelist/ui';
import { viewingsByYear } from '../../lib/viewing-time/viewings-by-year';
import { useLingui } from '@lingui/react/macro';
import { countViewings } from '../../lib/counts';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';
import { showsWithEpisodes, tvViewing } from './tv-stats';

const HoursOfTv = lazy(() => import('./hours-of-tv'));

/** Episodes watched and hours of TV, from the watch log and the kept runtimes of its shows (fetched once). */
export function TvCards({ log }: { log: readonly WatchLogEntry[] }) {
  const shows = useMemo(() => showsWithEpisodes(log), [log]);
  const episodes = useMemo(() => tvViewing(log, () => undefined).episodes, [log]);
  const { t } = useLingui();
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.tv} label={t`Episodes Watched`} value={episodes} hint={t`Incl. rewatches`} />
      {shows.length === 0 ? (
        <StatCard icon={icons.clock} label={t`Hours of TV`} value="0" hint={t`No episodes logged`} />
      ) : (
        <Suspense
          fallback={<StatCard icon={icons.clock} label={t`Hours of TV`} value="…" hint={t`Fetching runtimes`} />}
        >
          <HoursOfTv log={log} shows={shows} />
        </Suspense>
      )}
    </div>
  );
}

/** A link to the Year in Review of every year with viewings, newest first. */
export function YearLinks({ log }: { log: readonly WatchLogEntry[] }) {
  const years = useMemo(() => viewingsByYear(log), [log]);
  const { t } = useLingui();
  if (years.length === 0) return null;
  return (
    <Panel title={t`Year in Review`}>
      <ul className={styles.years}>
        {years.map(({ year, viewings }) => (
          <li key={year}>
            <AppLink to={`/analytics/year/${year}`} className={styles.yearLink}>
              <span className={styles.yearNumber}>{year}</span>
              <span className={styles.muted}>{countViewings(viewings)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
