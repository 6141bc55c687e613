import { useLingui } from '@lingui/react/macro';
import { detailPath, titleMediaType, titleName } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { yearOf } from '@reelist/domain';
import { useRoute, useWatchlist } from '@reelist/state';
import { MediaCard } from '@reelist/ui';
import type { Pick } from './categories';
import styles from './recommendations.module.css';
import { reasonText } from './reason-text';

/** A recommended title: a poster card linking to its detail page, a watchlist toggle and why it was picked. */
export function RecommendationCard({
  recommendation,
  genreName,
}: {
  recommendation: Pick;
  genreName: (id: number) => string | undefined;
}) {
  const { title, reason } = recommendation;
  const { t } = useLingui();
  const { navigate } = useRoute();
  const { isInWatchlist, toggle } = useWatchlist();
  const mediaType = titleMediaType(title);
  const name = titleName(title) || t`Untitled`;

  return (
    <MediaCard
      size="fluid"
      title={name}
      year={yearOf(title.release_date || title.first_air_date)}
      rating={title.vote_average ?? null}
      posterUrl={imageUrl(title.poster_path)}
      href={detailPath(mediaType, title.id)}
      mediaType={mediaType}
      inWatchlist={isInWatchlist(title.id, mediaType)}
      onToggleWatchlist={() => toggle(title, mediaType)}
      onNavigate={navigate}
      actions={<p className={styles.reason}>{reasonText(reason, genreName)}</p>}
    />
  );
}
