import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { SHOWN_WIDTH } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import { isPlainLeftClick } from '@reelist/domain';
import { LazyImage } from './lazy-image';
import type { ImagePriority } from './lazy-image';
import { RatingBadge } from './rating-badge';
import * as icons from '../icons/icon-paths';
import styles from './media-card.module.css';

export type MediaCardSize = 'sm' | 'md' | 'lg' | 'fluid';

/** How wide each size shows its poster (media-card.module.css's --card-width; fluid fills a grid column). */
const POSTER_SIZES: Record<MediaCardSize, string> = {
  sm: SHOWN_WIDTH.cardSm,
  md: SHOWN_WIDTH.cardMd,
  lg: SHOWN_WIDTH.cardLg,
  fluid: SHOWN_WIDTH.cardFluid,
};

export type MediaCardProps = {
  title: string;
  year?: string | number | null;
  rating?: number | null;
  /** An already-built poster URL; missing or 'null' shows the placeholder. */
  posterUrl?: string | null;
  /** Other widths of the poster (`srcset`); the card says how wide it shows. */
  posterSrcSet?: string;
  href: string;
  mediaType: MediaType;
  inWatchlist?: boolean;
  /** Without it, no watchlist button is drawn. */
  onToggleWatchlist?: () => void;
  /** Client-side navigation for plain left clicks; modified clicks keep the browser's behaviour. */
  onNavigate?: (href: string) => void;
  /** Warm data or code on intent (pointer over or focus). */
  onPrefetch?: () => void;
  size?: MediaCardSize;
  /** For cards in the first viewport: the poster is fetched at once ('high': before other images). */
  posterPriority?: ImagePriority;
  /** Overlay in the poster's top-left corner (e.g. a status badge). */
  badge?: ReactNode;
  /** Extra controls under the card, outside the link (e.g. status buttons). */
  actions?: ReactNode;
  className?: string;
};

/** A poster card that is a real link, with an optional watchlist toggle beside (not inside) it. */
export function MediaCard(props: MediaCardProps) {
  const { title, year, rating, posterUrl, posterSrcSet, href, mediaType, inWatchlist = false } = props;
  const { onToggleWatchlist, onNavigate, onPrefetch, size = 'md', posterPriority, badge, actions, className } = props;

  const { t } = useLingui();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <article className={cx(styles.card, styles[size], className)} data-media-type={mediaType}>
      <a href={href} className={styles.link} onClick={handleClick} onPointerEnter={onPrefetch} onFocus={onPrefetch}>
        <span className={styles.poster}>
          <LazyImage
            src={posterUrl}
            srcSet={posterSrcSet}
            sizes={POSTER_SIZES[size]}
            alt=""
            width={500}
            height={750}
            priority={posterPriority}
          />
          {badge && <span className={styles.badge}>{badge}</span>}
        </span>
        <span className={styles.body}>
          <span className={styles.title} title={title}>
            {title}
          </span>
          <span className={styles.meta}>
            {year ? <span>{year}</span> : null}
            <span>{mediaType === 'tv' ? t`TV Show` : t`Movie`}</span>
            {rating !== undefined && <RatingBadge value={rating} />}
          </span>
        </span>
      </a>
      {onToggleWatchlist && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={inWatchlist}
          aria-label={inWatchlist ? t`Remove ${title} from watchlist` : t`Add ${title} to watchlist`}
          title={inWatchlist ? t`In Watchlist` : t`Add to Watchlist`}
          onClick={onToggleWatchlist}
        >
          <Icon icon={inWatchlist ? icons.check : icons.plus} size={18} />
        </button>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
