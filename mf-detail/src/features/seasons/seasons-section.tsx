import { useEffect, useMemo, useRef } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EpisodeRef, Title } from '@reelist/contracts';
import { airedEpisodes, episodeViewings, localToday, showProgress, timesWatched } from '@reelist/domain';
import { applyShowProgress, setFollowing, useFollowedShows, useWatchLog } from '@reelist/state/watch-log';
import { Button, Switch } from '@reelist/ui';
import { SeasonRow } from './season-row';
import { useEpisodeMarks } from './use-episode-marks';
import styles from './seasons.module.css';

export interface SeasonsSectionProps {
  show: Title;
}

/**
 * Seasons of a TV show (Detail): progress through the aired episodes, each season opening to its episodes with
 * a watched toggle, "Mark all aired as watched" with an undo, and "Keep following". Specials are listed last and
 * do not count. Progress lives in the watch log; the show's watchlist status follows it.
 */
export function SeasonsSection({ show }: SeasonsSectionProps) {
  const { t } = useLingui();
  const log = useWatchLog();
  const followed = useFollowedShows();
  const following = followed?.includes(show.id) ?? false;
  const { notice, mark, markBatch } = useEpisodeMarks(show);
  const today = localToday();
  const aired = useMemo(() => airedEpisodes(show), [show]);
  const airedKeys = useMemo(() => new Set(aired.map((e) => `${e.season}x${e.number}`)), [aired]);
  const viewings = log ? episodeViewings(log).get(show.id) : undefined;
  const progress = showProgress(aired, viewings);
  const seasons = useMemo(
    () => [...(show.seasons ?? [])].sort((a, b) => (a.season_number || Infinity) - (b.season_number || Infinity)),
    [show.seasons],
  );

  // Once both stores are in: episodes aired since (Keep following) or an imported history bring the status along.
  const reconciled = useRef(false);
  useEffect(() => {
    if (!log || !followed || reconciled.current) return;
    reconciled.current = true;
    applyShowProgress(show, log, following);
  }, [log, followed, following, show]);

  if (seasons.length === 0) return null;
  // One pass over the aired episodes: what is left, and each season's aired and watched counts.
  const left: EpisodeRef[] = [];
  const bySeason = new Map<number, { aired: number; watched: number }>();
  for (const episode of aired) {
    const counts = bySeason.get(episode.season) ?? { aired: 0, watched: 0 };
    counts.aired += 1;
    if (timesWatched(viewings, episode) > 0) counts.watched += 1;
    else left.push(episode);
    bySeason.set(episode.season, counts);
  }
  const watched = progress.watched;
  const total = progress.aired;
  const count = left.length;
  const marked = () => plural(count, { one: 'Marked # episode as watched.', other: 'Marked # episodes as watched.' });
  return (
    <section aria-labelledby="detail-seasons" className={styles.section}>
      <div className={styles.top}>
        <h2 id="detail-seasons" className={styles.heading}>
          <Trans>Seasons</Trans>
        </h2>
        {progress.aired > 0 && (
          <p className={styles.summary}>
            {plural(total, {
              one: `${watched} of # episode watched`,
              other: `${watched} of # episodes watched`,
            })}
          </p>
        )}
      </div>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!log || left.length === 0}
          onClick={() => void markBatch(left, marked)}
        >
          <Trans>Mark all aired as watched</Trans>
        </Button>
        <Switch
          className={styles.follow}
          checked={following}
          disabled={!followed}
          onChange={(on) => void setFollowing(show.id, on)}
          label={t`Keep following`}
          description={t`When a new episode airs, this show moves back from Watched to Watching.`}
        />
      </div>
      <p role="status" className={styles.notice}>
        {notice && (
          <>
            {notice.text()}{' '}
            {notice.undo && (
              <Button variant="ghost" size="sm" onClick={notice.undo}>
                <Trans>Undo</Trans>
              </Button>
            )}
          </>
        )}
      </p>
      <ul className={styles.seasons}>
        {seasons.map((season) => {
          const counts = bySeason.get(season.season_number) ?? { aired: 0, watched: 0 };
          return (
            <SeasonRow
              key={season.season_number}
              showId={show.id}
              season={season}
              progress={season.season_number === 0 ? null : counts}
              viewings={viewings}
              airedByShow={airedKeys}
              today={today}
              onMark={mark}
              onMarkSeason={(episodes, text) => void markBatch(episodes, text)}
            />
          );
        })}
      </ul>
    </section>
  );
}
