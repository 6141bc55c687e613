import type { ViewingStats } from '@reelist/contracts';
import { BarList, plural } from './bar-list';
import { Panel } from './panel';
import styles from './analytics.module.css';

const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Views per hour of day, listing only the hours that have views. */
export function HourlyChart({ pattern }: { pattern: readonly number[] }) {
  const bars = pattern
    .map((value, hour) => ({ key: hour, label: hourLabel(hour), value, valueText: plural(value, 'view') }))
    .filter((bar) => bar.value > 0);
  return (
    <Panel title="Viewing by Hour">
      {bars.length > 0 ? (
        <BarList bars={bars} label="Views by hour of day" />
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
  const share = (n: number) => `${n} (${Math.round((n / total) * 100)}%)`;
  return (
    <Panel title="Content Type Preferences">
      <BarList
        label="Views by content type"
        bars={[
          { key: 'movie', label: 'Movies', value: movies, valueText: share(movies) },
          { key: 'tv', label: 'TV Shows', value: tv, valueText: share(tv) },
        ]}
      />
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
  const bars = topGenres.map(({ genreId, count }) => {
    const name = genreName(genreId);
    return {
      key: genreId,
      label: (
        <>
          <span className={styles.genreId}>#{genreId}</span>
          {name && <span> {name}</span>}
        </>
      ),
      value: count,
      valueText: plural(count, 'view'),
    };
  });
  return (
    <Panel title="Favorite Genres">
      {bars.length > 0 ? (
        <BarList bars={bars} label="Most viewed genres" />
      ) : (
        <p className={styles.muted}>No genres viewed yet.</p>
      )}
    </Panel>
  );
}
