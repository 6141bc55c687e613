import { useCallback, useMemo } from 'react';
import type { WatchLogEntry } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import type { TitleRef } from '../../lib/title-facts/fetch-title-facts';
import { useTitleFacts } from '../../lib/title-facts/use-title-facts';
import { plural } from '@reelist/domain';
import { formatHours, tvViewing } from './tv-stats';

/**
 * Hours of TV from the kept runtimes of the log's shows, fetching the missing ones once. A chunk of its own:
 * Analytics loads it (and the fetching code) only when the log has episodes.
 */
export default function HoursOfTv({ log, shows }: { log: readonly WatchLogEntry[]; shows: readonly TitleRef[] }) {
  const { facts, progress } = useTitleFacts(shows);
  const factsOf = useCallback((key: string) => facts?.get(key), [facts]);
  const tv = useMemo(() => tvViewing(log, factsOf), [log, factsOf]);
  const hint = progress
    ? `Fetching runtimes: ${progress.done} of ${plural(progress.total, 'show')}`
    : tv.timedEpisodes < tv.episodes
      ? `${tv.timedEpisodes} of ${plural(tv.episodes, 'episode')} with a known runtime`
      : 'From episode runtimes';
  return <StatCard icon={icons.clock} label="Hours of TV" value={formatHours(tv.minutes)} hint={hint} />;
}
