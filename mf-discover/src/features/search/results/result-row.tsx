import { useLingui } from '@lingui/react/macro';
import type { Title } from '@reelist/contracts';
import { C, detailPath, titleMediaType, titleName } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { AppLink, useWatchlist } from '@reelist/state';
import { Button, icons, LazyImage, RatingBadge } from '@reelist/ui';
import type { ImagePriority } from '@reelist/ui';
import { prefetchTitle } from '../../../lib/prefetch';
import { titleYear } from '../../../lib/titles';
import styles from './results.module.css';

/** A result in list view: small poster, title, year, type, rating, overview and the watchlist toggle. */
export function ResultRow({ title, posterPriority }: { title: Title; posterPriority?: ImagePriority }) {
  const { isInWatchlist, toggle } = useWatchlist();
  const { t } = useLingui();
  const mediaType = titleMediaType(title);
  const href = detailPath(mediaType, title.id);
  const name = titleName(title) || t`Untitled`;
  const inList = isInWatchlist(title.id, mediaType);
  const warm = () => prefetchTitle(mediaType, title.id);
  return (
    <article className={styles.row}>
      <AppLink to={href} className={styles.rowLink} onPointerEnter={warm} onFocus={warm}>
        <span className={styles.rowPoster}>
          <LazyImage
            src={imageUrl(title.poster_path, C.IMAGE_SIZES.posterSmall)}
            alt=""
            width={200}
            height={300}
            priority={posterPriority}
          />
        </span>
        <span className={styles.rowBody}>
          <span className={styles.rowTitle}>{name}</span>
          <span className={styles.rowMeta}>
            {titleYear(title) && <span>{titleYear(title)}</span>}
            <span>{mediaType === 'tv' ? t`TV Show` : t`Movie`}</span>
            <RatingBadge value={title.vote_average ?? null} />
          </span>
          {title.overview && <span className={styles.rowOverview}>{title.overview}</span>}
        </span>
      </AppLink>
      <Button
        variant={inList ? 'secondary' : 'primary'}
        size="sm"
        icon={inList ? icons.check : icons.plus}
        aria-pressed={inList}
        // The name starts with the visible text (WCAG 2.5.3) and says which title it is about.
        aria-label={inList ? t`In Watchlist: ${name}` : t`Add to Watchlist: ${name}`}
        onClick={() => toggle(title, mediaType)}
      >
        {inList ? t`In Watchlist` : t`Add to Watchlist`}
      </Button>
    </article>
  );
}
