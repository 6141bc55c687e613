import { memo } from 'react';
import { imageUrl } from '@reelist/api';
import { yearOf } from '@reelist/domain';
import { Badge, MediaCard } from '@reelist/ui';
import { titleIdentity } from '@reelist/contracts';
import { useCardMark, ServiceMark } from '../availability';
import { itemHref } from '../../lib/item-links';
import { StatusBadge } from '../../lib/status-badge';
import { CardMenu } from './card-menu';
import { ItemTags } from './item-tags';
import { StatusMenu } from './status-menu';
import type { StatusMenuProps } from './status-menu';
import styles from '../../lib/watchlist-card.module.css';

export interface GridCardProps extends StatusMenuProps {
  onNavigate: (href: string) => void;
  /** A show being watched: "Next: S2E5". */
  next?: string;
}

/**
 * A poster card with its status badge. On devices that hover, the status buttons sit over the poster and show on
 * hover or focus; on touch screens one menu button holds them (CSS shows one of the two).
 */
export const GridCard = memo(function GridCard({
  item,
  onStatus,
  onRemove,
  onAddToList,
  onEditTags,
  onNavigate,
  next,
}: GridCardProps) {
  const mark = useCardMark(item, titleIdentity(item.media_type, item.id));
  const menuProps = { item, onStatus, onRemove, onAddToList, onEditTags };
  return (
    <MediaCard
      className={styles.card}
      size="fluid"
      title={item.title}
      year={yearOf(item.release_date)}
      rating={item.vote_average}
      posterUrl={imageUrl(item.poster_path)}
      href={itemHref(item)}
      mediaType={item.media_type}
      onNavigate={onNavigate}
      badge={
        <span className={styles.badges}>
          <StatusBadge status={item.status} />
          {next && <Badge tone="neutral">{next}</Badge>}
          <ServiceMark mark={mark} />
          <ItemTags tags={item.tags} />
        </span>
      }
      actions={
        <>
          <StatusMenu {...menuProps} />
          <CardMenu {...menuProps} />
        </>
      }
    />
  );
});
