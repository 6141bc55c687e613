import { useCallback, useMemo } from 'react';
import type { WatchLogEntry } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import type { TitleRef } from '../../lib/title-facts/fetch-title-facts';
import { useTitleFacts } from '../../lib/title-facts/use-title-facts';
import { useLingui } from '@lingui/react/macro';
import { countEpisodes, countShows } from '../../lib/counts';
import { formatHours, tvViewing } from './tv-stats';

/**
 * Hours of TV from the kept runtimes of the log's shows, fetching the missing ones once. A chunk of its own:
 * Analytics loads it (and the fetching code) only when the log has episodes.
 */
export default function HoursOfTv({ log, shows }: { log: readonly WatchLogEntry[]; shows: readonly TitleRef[] }) {
  const { facts, progress } = useTitleFacts(shows);
  const factsOf = useCallback((key: string) => facts?.get(key), [facts]);
  const tv = useMemo(() => tvViewing(log, factsOf), [log, factsOf]);
  const { t } = useLingui();
  const { timedEpisodes } = tv;
  const done = progress?.done ?? 0;
  const showCount = countShows(progress?.total ?? 0);
  const episodes = countEpisodes(tv.episodes);
  const hint = progress
    ? t`Fetching runtimes: ${done} of ${showCount}`
    : timedEpisodes < tv.episodes
      ? t`${timedEpisodes} of ${episodes} with a known runtime`
      : t`From episode runtimes`;

  return <StatCard icon={icons.clock} label={t`Hours of TV`} value={formatHours(tv.minutes)} hint={hint} />;
}
