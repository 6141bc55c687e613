import { memo, useId } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import type { Episode, EpisodeRef } from '@reelist/contracts';
import { episodeLabel, formatDate } from '@reelist/domain';
import type { EpisodeMark } from '@reelist/state/watch-log';
import { Button, LazyImage } from '@reelist/ui';
import { formatRuntime } from '../../lib/format-facts';
import styles from './seasons.module.css';

export interface EpisodeRowProps {
  episode: Episode;
  /** Viewings logged (0: not watched). */
  times: number;
  aired: boolean;
  onMark: (episodes: readonly EpisodeRef[], how: EpisodeMark) => void;
  /** In a virtualized list: where the row sits, and how the list measures it. */
  place?: { index: number; top: number; measure: (element: HTMLElement | null) => void };
}

/** One episode: still, number and name, air date and runtime, overview (3 lines), and its watched toggle. */
export const EpisodeRow = memo(function EpisodeRow({ episode, times, aired, onMark, place }: EpisodeRowProps) {
  const { t } = useLingui();
  const id = useId();
  const ref = { season: episode.season_number, number: episode.episode_number };
  const code = episodeLabel(ref);
  const name = episode.name;
  const date = formatDate(episode.air_date);
  const facts = [
    aired ? date : episode.air_date ? t`Airs ${date}` : t`Air date not announced`,
    episode.runtime ? formatRuntime(episode.runtime) : '',
  ].filter(Boolean);
  return (
    <li
      className={styles.episode}
      data-watched={times > 0 || undefined}
      {...(place && {
        ref: place.measure,
        'data-index': place.index,
        className: `${styles.episode} ${styles.placed}`,
        style: { transform: `translateY(${place.top}px)` },
      })}
    >
      <LazyImage
        className={styles.still}
        src={episode.still_path ? imageUrl(episode.still_path, 'w300') : null}
        alt=""
        width={160}
        height={90}
      />
      <div className={styles.episodeText}>
        <h4 className={styles.episodeName} id={`${id}-name`}>
          <span className={styles.episodeNumber}>{episode.episode_number}.</span> {episode.name}
        </h4>
        <p className={styles.muted}>{facts.join(' · ')}</p>
        {episode.overview && <p className={styles.overview}>{episode.overview}</p>}
      </div>
      <div className={styles.episodeActions}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={times > 0}
            disabled={!aired}
            aria-label={t`Watched ${code}: ${name}`}
            onChange={(event) => onMark([ref], event.target.checked ? 'watch' : 'unwatch')}
          />
          <span aria-hidden="true">{aired ? t({ message: 'Watched', context: 'episode' }) : t`Not aired yet`}</span>
        </label>
        {times > 0 && (
          <>
            {times > 1 && (
              <span className={styles.muted}>{plural(times, { one: 'Watched # time', other: 'Watched # times' })}</span>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Watch ${code} again`}
              onClick={() => onMark([ref], 'rewatch')}
            >
              <Trans>Watch again</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
