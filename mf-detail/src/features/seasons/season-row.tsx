import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import type { EpisodeRef, Season } from '@reelist/contracts';
import { yearOf } from '@reelist/domain';
import type { ShowViewings } from '@reelist/domain';
import type { EpisodeMark } from '@reelist/state/watch-log';
import { Icon, LazyImage, icons } from '@reelist/ui';
import { SeasonEpisodes } from './season-episodes';
import { episodesCount } from './use-episode-marks';
import styles from './seasons.module.css';

export interface SeasonRowProps {
  showId: number;
  season: Season;
  /** Aired episodes of this season and how many of them are watched (specials: not counted, null). */
  progress: { aired: number; watched: number } | null;
  viewings: ShowViewings | undefined;
  airedByShow: ReadonlySet<string>;
  today: string;
  onMark: (episodes: readonly EpisodeRef[], how: EpisodeMark) => void;
  onMarkSeason: (episodes: readonly EpisodeRef[], text: () => string) => void;
}

/** One season: poster, name, episode count, air year and progress; opens to its episodes. */
export function SeasonRow({
  showId,
  season,
  progress,
  viewings,
  airedByShow,
  today,
  onMark,
  onMarkSeason,
}: SeasonRowProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const seasonName = season.name;
  const watched = progress?.watched ?? 0;
  const total = progress?.aired ?? 0;
  const year = yearOf(season.air_date);
  const facts = [episodesCount(season.episode_count ?? season.episodes?.length ?? 0), year].filter(Boolean);
  return (
    <li className={styles.season}>
      <button
        type="button"
        className={styles.seasonHeader}
        aria-expanded={open}
        aria-controls={`${id}-episodes`}
        onClick={() => setOpen((was) => !was)}
      >
        <LazyImage
          className={styles.poster}
          src={season.poster_path ? imageUrl(season.poster_path, 'w92') : null}
          alt=""
          width={46}
          height={69}
        />
        <span className={styles.seasonText}>
          <span className={styles.seasonName}>{season.name}</span>
          <span className={styles.muted}>{facts.join(' · ')}</span>
          {progress && progress.aired > 0 && (
            <span className={styles.progress}>
              <progress value={progress.watched} max={progress.aired} aria-label={t`${seasonName} progress`} />
              <span>{t`${watched} of ${total} watched`}</span>
            </span>
          )}
        </span>
        <Icon icon={icons.chevronRight} className={styles.chevron} />
      </button>
      <div id={`${id}-episodes`} hidden={!open}>
        {open && (
          <SeasonEpisodes
            showId={showId}
            seasonNumber={season.season_number}
            seasonName={season.name}
            viewings={viewings}
            airedByShow={airedByShow}
            today={today}
            onMark={onMark}
            onMarkSeason={onMarkSeason}
          />
        )}
      </div>
    </li>
  );
}
