import { useLingui } from '@lingui/react/macro';
import { getTvSeason, imageUrl, prefetchTitle } from '@reelist/api';
import { C, titleName } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { episodeLabel } from '@reelist/domain';
import { useRoute, useServiceQuery } from '@reelist/state';
import { markEpisodes, useShowsInProgress } from '@reelist/state/watch-log';
import type { ShowInProgress } from '@reelist/state/watch-log';
import { Button, Carousel, MediaCard } from '@reelist/ui';
import styles from './continue-watching.module.css';

/** A carousel renders at most 20 cards: only that many shows' details are asked for. */
const CAROUSEL_ITEMS = 20;

/** The next episode's name, from its season (fetched once, cached 30 min; Detail opens the same season). */
function useEpisodeName({ show, next }: ShowInProgress): string {
  const { data } = useServiceQuery(['season', show.id, next.season], (signal) =>
    getTvSeason(show.id, next.season, { signal }),
  );
  return data?.episodes?.find((episode) => episode.episode_number === next.number)?.name ?? '';
}

function ContinueCard({ progress }: { progress: ShowInProgress }) {
  const { navigate } = useRoute();
  const { t } = useLingui();
  const { show, next, left } = progress;
  const name = titleName(show);
  const label = episodeLabel(next);
  const episodeName = useEpisodeName(progress);
  return (
    <MediaCard
      title={name}
      posterUrl={imageUrl(show.poster_path, C.IMAGE_SIZES.poster)}
      href={`/tv/${show.id}`}
      mediaType="tv"
      onNavigate={(href) => navigate(href)}
      onPrefetch={() => prefetchTitle('tv', show.id)}
      actions={
        <div className={styles.next}>
          <p className={styles.episode}>
            <strong>{label}</strong>
            {episodeName && ` · ${episodeName}`}
          </p>
          <p className={styles.left}>{t`${left} left`}</p>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Mark ${label} of ${name} watched`}
            onClick={() => void markEpisodes(show, [next], 'watch')}
          >
            {t`Mark watched`}
          </Button>
        </div>
      }
    />
  );
}

/**
 * Continue Watching (Home, first row): the next aired episode of each show in progress, most recently watched
 * first; one click marks it watched. Nothing at all while loading or when no show is under way.
 */
export function ContinueWatching({ items }: { items: readonly WatchlistItem[] }) {
  const shows = useShowsInProgress(items, CAROUSEL_ITEMS);
  const { t } = useLingui();
  if (!shows || shows.length === 0) return null;
  return (
    <Carousel
      title={t`Continue Watching`}
      items={shows.map((progress) => (
        <ContinueCard key={progress.show.id} progress={progress} />
      ))}
    />
  );
}

export default ContinueWatching;
