import type { ViewingStats } from '@reelist/contracts';
import { BarChart } from '../../lib/charts/bar-chart';
import { Chart } from '../../lib/charts/chart';
import { ColumnChart } from '../../lib/charts/column-chart';
import { DonutChart } from '../../lib/charts/donut-chart';
import { Trans, useLingui } from '@lingui/react/macro';
import { countGenres, countHours, countViews } from '../../lib/counts';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';

const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Views per hour of day, listing only the hours that have views. */
export function HourlyChart({ pattern }: { pattern: readonly number[] }) {
  const hours = pattern.map((value, hour) => ({ hour, value })).filter(({ value }) => value > 0);
  const busiest = hours.reduce<(typeof hours)[number] | undefined>(
    (best, h) => (!best || h.value > best.value ? h : best),
    undefined,
  );
  const { t } = useLingui();
  const hourCount = countHours(hours.length);
  const busiestHour = busiest ? hourLabel(busiest.hour) : '';
  const busiestViews = countViews(busiest?.value ?? 0);
  return (
    <Panel title={t`Viewing by Hour`}>
      {busiest ? (
        <Chart
          label={t`Views by hour of day`}
          description={t`Views at ${hourCount} of the day; the busiest is ${busiestHour} with ${busiestViews}.`}
          columns={[t`Hour`, t`Views`]}
          rows={hours.map(({ hour, value }) => ({ key: hour, label: hourLabel(hour), value: countViews(value) }))}
        >
          <ColumnChart
            columns={hours.map(({ hour, value }) => ({ key: hour, label: String(hour).padStart(2, '0'), value }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>
          <Trans>No views with a time yet.</Trans>
        </p>
      )}
    </Panel>
  );
}

/** Movies against TV shows, as counts and shares. */
export function ContentTypes({ mediaTypes }: { mediaTypes: ViewingStats['mediaTypes'] }) {
  const movies = mediaTypes.movie ?? 0;
  const tv = mediaTypes.tv ?? 0;
  const total = Math.max(1, movies + tv);
  const percent = (n: number) => Math.round((n / total) * 100);
  const share = (n: number) => `${n} (${percent(n)}%)`;
  const { t } = useLingui();
  const slices = [
    { key: 'movie', label: t`Movies`, value: movies, valueText: share(movies) },
    { key: 'tv', label: t`TV Shows`, value: tv, valueText: share(tv) },
  ];
  const moviePercent = percent(movies);
  const tvPercent = percent(tv);
  const views = countViews(movies + tv);
  return (
    <Panel title={t`Content Type Preferences`}>
      <Chart
        label={t`Views by content type`}
        description={t`Movies ${moviePercent}% and TV shows ${tvPercent}% of ${views}.`}
        columns={[t`Type`, t`Views`]}
        rows={slices.map((slice) => ({ key: slice.key, label: slice.label, value: slice.valueText }))}
      >
        <DonutChart slices={slices} />
      </Chart>
    </Panel>
  );
}

/** The five most viewed genres, labelled by genre id with the name beside it when known. */
export function FavoriteGenres({
  topGenres,
  genreName,
}: {
  topGenres: ViewingStats['topGenres'];
  genreName: (id: number) => string | undefined;
}) {
  const label = (id: number) => {
    const name = genreName(id);
    return (
      <>
        <span className={styles.genreId}>#{id}</span>
        {name && <span> {name}</span>}
      </>
    );
  };
  const { t } = useLingui();
  const first = topGenres[0];
  const firstId = first?.genreId ?? 0;
  const firstName = first && (genreName(firstId) ?? t`genre #${firstId}`);
  const genres = countGenres(topGenres.length);
  const firstViews = countViews(first?.count ?? 0);
  return (
    <Panel title={t`Favorite Genres`}>
      {first ? (
        <Chart
          label={t`Most viewed genres`}
          description={t`The ${genres} viewed most; first is ${firstName} with ${firstViews}.`}
          columns={[t`Genre`, t`Views`]}
          rows={topGenres.map(({ genreId, count }) => ({
            key: genreId,
            label: label(genreId),
            value: countViews(count),
          }))}
        >
          <BarChart
            bars={topGenres.map(({ genreId, count }) => ({
              key: genreId,
              label: label(genreId),
              value: count,
              valueText: countViews(count),
            }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>
          <Trans>No genres viewed yet.</Trans>
        </p>
      )}
    </Panel>
  );
}
