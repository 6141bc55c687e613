import { useCallback, useMemo } from 'react';
import type { WatchLogEntry } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { icons, StatCard } from '@reelist/ui';
import { useTitleFacts } from '../lib/title-facts/use-title-facts';
import { viewingsByYear } from '../year-review/year-stats';
import { plural } from './bar-list';
import { Panel } from './panel';
import styles from './analytics.module.css';
import { formatHours, showsWithEpisodes, tvViewing } from './tv-stats';

/** Episodes watched and hours of TV, from the watch log and the kept runtimes of its shows (fetched once). */
export function TvCards({ log }: { log: readonly WatchLogEntry[] }) {
  const shows = useMemo(() => showsWithEpisodes(log), [log]);
  const { facts, progress } = useTitleFacts(shows);
  const factsOf = useCallback((key: string) => facts?.get(key), [facts]);
  const tv = useMemo(() => tvViewing(log, factsOf), [log, factsOf]);
  const hint = progress
    ? `Fetching runtimes: ${progress.done} of ${plural(progress.total, 'show')}`
    : tv.timedEpisodes < tv.episodes
      ? `${tv.timedEpisodes} of ${plural(tv.episodes, 'episode')} with a known runtime`
      : 'From episode runtimes';
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.tv} label="Episodes Watched" value={tv.episodes} hint="Incl. rewatches" />
      <StatCard icon={icons.clock} label="Hours of TV" value={formatHours(tv.minutes)} hint={hint} />
    </div>
  );
}

/** A link to the Year in Review of every year with viewings, newest first. */
export function YearLinks({ log }: { log: readonly WatchLogEntry[] }) {
  const years = useMemo(() => viewingsByYear(log), [log]);
  if (years.length === 0) return null;
  return (
    <Panel title="Year in Review">
      <ul className={styles.years}>
        {years.map(({ year, viewings }) => (
          <li key={year}>
            <AppLink to={`/analytics/year/${year}`} className={styles.yearLink}>
              <span className={styles.yearNumber}>{year}</span>
              <span className={styles.muted}>{plural(viewings, 'viewing')}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
