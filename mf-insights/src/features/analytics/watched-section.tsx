import { useEffect, useMemo, useState } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { TitleFacts, WatchlistItem } from '@reelist/contracts';
import { plural } from '@reelist/domain';
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
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.film} label="Films Watched" value={stats.films} hint="Different films, imports included" />
      <StatCard icon={icons.check} label="Viewings Logged" value={stats.viewings} hint="Every viewing, rewatches too" />
      <StatCard icon={icons.calendar} label="Watched This Week" value={stats.weekly} hint="Viewings, last 7 days" />
      <StatCard icon={icons.chart} label="Watched This Month" value={stats.monthly} hint="Viewings, last 30 days" />
      <StatCard
        icon={icons.sparkles}
        label="Watching Streak"
        value={plural(stats.streak, 'day')}
        hint="Days in a row with a viewing"
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
  const slices = [
    { key: 'movie', label: 'Movies', value: movie, valueText: `${movie} (${percent(movie)}%)` },
    { key: 'tv', label: 'TV Shows', value: tv, valueText: `${tv} (${percent(tv)}%)` },
  ];
  const name = (id: number) => genreName(id) ?? `Genre #${id}`;
  const first = stats.topGenres[0];
  const unknown =
    stats.titlesWithoutGenres > 0
      ? `The genres of ${plural(stats.titlesWithoutGenres, 'title')} are not known yet: opening a year's review fetches them.`
      : undefined;
  return (
    <>
      <Panel title="Movies vs TV Watched">
        <Chart
          label="Viewings by content type"
          description={`Movies ${percent(movie)}% and TV shows ${percent(tv)}% of ${plural(movie + tv, 'viewing')}.`}
          columns={['Type', 'Viewings']}
          rows={slices.map((slice) => ({ key: slice.key, label: slice.label, value: slice.valueText }))}
        >
          <DonutChart slices={slices} />
        </Chart>
      </Panel>
      <Panel title="Genres Watched">
        {first ? (
          <Chart
            label="Most watched genres"
            description={`The ${plural(stats.topGenres.length, 'genre')} watched most; first is ${name(first.genreId)} with ${plural(first.count, 'title')}.`}
            columns={['Genre', 'Titles']}
            rows={stats.topGenres.map(({ genreId, count }) => ({
              key: genreId,
              label: name(genreId),
              value: plural(count, 'title'),
            }))}
          >
            <BarChart
              bars={stats.topGenres.map(({ genreId, count }) => ({
                key: genreId,
                label: name(genreId),
                value: count,
                valueText: plural(count, 'title'),
              }))}
            />
          </Chart>
        ) : (
          <p className={styles.muted}>No genres of watched titles known yet.</p>
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
