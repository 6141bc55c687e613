import { lazy, Suspense, useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Episode, EpisodeRef } from '@reelist/contracts';
import { hasAired, timesWatched } from '@reelist/domain';
import type { ShowViewings } from '@reelist/domain';
import type { EpisodeMark } from '@reelist/state/watch-log';
import { Button, ErrorState, Skeleton } from '@reelist/ui';
import { EPISODES_VIRTUAL_FROM } from '../../lib/constants';
import { EpisodeRow } from './episode-row';
import type { EpisodeRowProps } from './episode-row';
import { useSeason } from './use-season';
import styles from './seasons.module.css';

export interface SeasonEpisodesProps {
  showId: number;
  seasonNumber: number;
  seasonName: string;
  viewings: ShowViewings | undefined;
  /** Aired as far as the show's details say (its latest aired episode), beside each episode's own air date. */
  airedByShow: ReadonlySet<string>;
  today: string;
  onMark: (episodes: readonly EpisodeRef[], how: EpisodeMark) => void;
  onMarkSeason: (episodes: readonly EpisodeRef[], text: () => string) => void;
}

// Only a season of EPISODES_VIRTUAL_FROM episodes or more needs the virtualizer: its code loads then.
const VirtualEpisodes = lazy(() => import('./virtual-episodes'));

const refOf = (episode: Episode): EpisodeRef => ({ season: episode.season_number, number: episode.episode_number });

/** An opened season: its episodes (fetched now, cached), "Mark season watched", and one row per episode. */
export function SeasonEpisodes(props: SeasonEpisodesProps) {
  const { showId, seasonNumber, seasonName, viewings, airedByShow, today, onMark, onMarkSeason } = props;
  const { t } = useLingui();
  const { data, loading, error, refetch } = useSeason(showId, seasonNumber);
  const episodes = useMemo(() => data?.episodes ?? [], [data]);
  const isAired = (episode: Episode) =>
    airedByShow.has(`${episode.season_number}x${episode.episode_number}`) || hasAired(episode.air_date, today);
  const left = episodes.filter((episode) => isAired(episode) && timesWatched(viewings, refOf(episode)) === 0);

  if (loading && !data) return <Skeleton variant="text" lines={3} />;
  if (error && !data)
    return <ErrorState title={t`Failed to fetch season details`} onRetry={refetch} headingLevel={3} />;
  if (episodes.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No episodes listed yet.</Trans>
      </p>
    );
  const season = seasonName;
  const listLabel = t`${season} episodes`;
  const count = left.length;
  const marked = () =>
    plural(count, {
      one: `Marked # episode of ${season} as watched.`,
      other: `Marked # episodes of ${season} as watched.`,
    });

  const row = (episode: Episode, place?: EpisodeRowProps['place']) => (
    <EpisodeRow
      key={episode.episode_number}
      episode={episode}
      times={timesWatched(viewings, refOf(episode))}
      aired={isAired(episode)}
      onMark={onMark}
      place={place}
    />
  );
  return (
    <div className={styles.episodes}>
      <Button
        variant="secondary"
        size="sm"
        disabled={left.length === 0}
        onClick={() => onMarkSeason(left.map(refOf), marked)}
      >
        <Trans>Mark season watched</Trans>
      </Button>
      {episodes.length >= EPISODES_VIRTUAL_FROM ? (
        <Suspense fallback={<Skeleton variant="text" lines={3} />}>
          <VirtualEpisodes episodes={episodes} label={listLabel} renderRow={row} />
        </Suspense>
      ) : (
        <ol className={styles.episodeList} aria-label={listLabel}>
          {episodes.map((episode) => row(episode))}
        </ol>
      )}
    </div>
  );
}
