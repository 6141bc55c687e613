import type { ViewingStats } from '@reelist/contracts';
import { BarChart } from '../../lib/charts/bar-chart';
import { Chart } from '../../lib/charts/chart';
import { ColumnChart } from '../../lib/charts/column-chart';
import { DonutChart } from '../../lib/charts/donut-chart';
import { plural } from '@reelist/domain';
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
  return (
    <Panel title="Viewing by Hour">
      {busiest ? (
        <Chart
          label="Views by hour of day"
          description={`Views at ${plural(hours.length, 'hour')} of the day; the busiest is ${hourLabel(busiest.hour)} with ${plural(busiest.value, 'view')}.`}
          columns={['Hour', 'Views']}
          rows={hours.map(({ hour, value }) => ({ key: hour, label: hourLabel(hour), value: plural(value, 'view') }))}
        >
          <ColumnChart
            columns={hours.map(({ hour, value }) => ({ key: hour, label: String(hour).padStart(2, '0'), value }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>No views with a time yet.</p>
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
  const slices = [
    { key: 'movie', label: 'Movies', value: movies, valueText: share(movies) },
    { key: 'tv', label: 'TV Shows', value: tv, valueText: share(tv) },
  ];
  return (
    <Panel title="Content Type Preferences">
      <Chart
        label="Views by content type"
        description={`Movies ${percent(movies)}% and TV shows ${percent(tv)}% of ${plural(movies + tv, 'view')}.`}
        columns={['Type', 'Views']}
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
  const first = topGenres[0];
  const firstName = first && (genreName(first.genreId) ?? `genre #${first.genreId}`);
  return (
    <Panel title="Favorite Genres">
      {first ? (
        <Chart
          label="Most viewed genres"
          description={`The ${plural(topGenres.length, 'genre')} viewed most; first is ${firstName} with ${plural(first.count, 'view')}.`}
          columns={['Genre', 'Views']}
          rows={topGenres.map(({ genreId, count }) => ({
            key: genreId,
            label: label(genreId),
            value: plural(count, 'view'),
          }))}
        >
          <BarChart
            bars={topGenres.map(({ genreId, count }) => ({
              key: genreId,
              label: label(genreId),
              value: count,
              valueText: plural(count, 'view'),
            }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>No genres viewed yet.</p>
      )}
    </Panel>
  );
}
