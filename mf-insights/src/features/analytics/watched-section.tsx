import { useEffect, useMemo, useState } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { TitleFacts, WatchlistItem } from '@reelist/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { countDays, countGenres, countTitles, countViewings } from '../../lib/counts';
import { loadWatchLog } from '@reelist/storage';
import { icons, StatCard } from '@reelist/ui';
import { localDayNumber } from '../../lib/stats/viewing-stats';
import type { WatchStats } from '../../lib/stats/watch-stats';
import { BarChart } from '../../lib/charts/bar-chart';
import { Chart } from '../../lib/charts/chart';
import { DonutChart } from '../../lib/charts/donut-chart';
import { Panel } from '../../lib/panel';
import { ViewingCalendar } from './viewing-calendar';
import styles from './analytics.module.css';

/** The kept title facts (what Hours of TV and Year in Review fetched), read once; undefined until read. */
export function useKeptTitleFacts(): ReadonlyMap<string, TitleFacts | null> | undefined {
  const [facts, setFacts] = useState<ReadonlyMap<string, TitleFacts | null>>();
  useEffect(() => {
    let live = true;
    void loadWatchLog().then(({ loadTitleFacts }) => live && setFacts(loadTitleFacts()));
    return () => {
      live = false;
    };
  }, []);
  return facts;
}

/**
 * The genres of watched titles: a watchlist item's own genre ids, else the kept title facts. Read only: Analytics
 * fetches no facts for genres.
 */
export function useWatchedGenres(
  watchlist: readonly WatchlistItem[],
  facts: ReadonlyMap<string, TitleFacts | null> | undefined,
) {
  return useMemo(() => {
    const fromList = new Map(watchlist.map((item) => [titleIdentity(item.media_type, item.id), item.genre_ids]));
    return (key: string): readonly number[] | undefined => fromList.get(key) ?? facts?.get(key)?.genres;
  }, [watchlist, facts]);
}

/** The watch log's figures: what was watched, this week and month, the streak (the log and Watched items). */
export function WatchedCards({ stats }: { stats: WatchStats }) {
  const { t } = useLingui();
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.film}
        label={t`Films Watched`}
        value={stats.films}
        hint={t`Different films, imports included`}
      />
      <StatCard
        icon={icons.check}
        label={t`Viewings Logged`}
        value={stats.viewings}
        hint={t`Every viewing, rewatches too`}
      />
      <StatCard
        icon={icons.calendar}
        label={t`Watched This Week`}
        value={stats.weekly}
        hint={t`Viewings, last 7 days`}
      />
      <StatCard
        icon={icons.chart}
        label={t`Watched This Month`}
        value={stats.monthly}
        hint={t`Viewings, last 30 days`}
      />
      <StatCard
        icon={icons.sparkles}
        label={t`Watching Streak`}
        value={countDays(stats.streak)}
        hint={t`Days in a row with a viewing`}
      />
    </div>
  );
}

/** Films against TV among the viewings, and the most watched genres (once per title). */
export function WatchedCharts({
  stats,
  genreName,
}: {
  stats: WatchStats;
  genreName: (id: number) => string | undefined;
}) {
  const { movie, tv } = stats.mediaTypes;
  const total = Math.max(1, movie + tv);
  const percent = (n: number) => Math.round((n / total) * 100);
  const { t } = useLingui();
  const slices = [
    { key: 'movie', label: t`Movies`, value: movie, valueText: `${movie} (${percent(movie)}%)` },
    { key: 'tv', label: t`TV Shows`, value: tv, valueText: `${tv} (${percent(tv)}%)` },
  ];
  const name = (id: number) => genreName(id) ?? t`Genre #${id}`;
  const first = stats.topGenres[0];
  const untitled = countTitles(stats.titlesWithoutGenres);
  const unknown =
    stats.titlesWithoutGenres > 0
      ? t`The genres of ${untitled} are not known yet: opening a year's review fetches them.`
      : undefined;
  const moviePercent = percent(movie);
  const tvPercent = percent(tv);
  const viewings = countViewings(movie + tv);
  const genres = countGenres(stats.topGenres.length);
  const firstName = first ? name(first.genreId) : '';
  const firstTitles = countTitles(first?.count ?? 0);
  return (
    <>
      <Panel title={t`Movies vs TV Watched`}>
        <Chart
          label={t`Viewings by content type`}
          description={t`Movies ${moviePercent}% and TV shows ${tvPercent}% of ${viewings}.`}
          columns={[t`Type`, t`Viewings`]}
          rows={slices.map((slice) => ({ key: slice.key, label: slice.label, value: slice.valueText }))}
        >
          <DonutChart slices={slices} />
        </Chart>
      </Panel>
      <Panel title={t`Genres Watched`}>
        {first ? (
          <Chart
            label={t`Most watched genres`}
            description={t`The ${genres} watched most; first is ${firstName} with ${firstTitles}.`}
            columns={[t`Genre`, t`Titles`]}
            rows={stats.topGenres.map(({ genreId, count }) => ({
              key: genreId,
              label: name(genreId),
              value: countTitles(count),
            }))}
          >
            <BarChart
              bars={stats.topGenres.map(({ genreId, count }) => ({
                key: genreId,
                label: name(genreId),
                value: count,
                valueText: countTitles(count),
              }))}
            />
          </Chart>
        ) : (
          <p className={styles.muted}>
            <Trans>No genres of watched titles known yet.</Trans>
          </p>
        )}
        {unknown && <p className={styles.muted}>{unknown}</p>}
      </Panel>
    </>
  );
}

/** The calendar of viewings, with today from the page's clock. */
export function WatchedCalendar({ stats, now }: { stats: WatchStats; now: Date }) {
  return <ViewingCalendar perDay={stats.perDay} today={localDayNumber(now)} />;
}
