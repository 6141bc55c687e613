import type { ListItem } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { titleIdentity } from '@reelist/contracts';
import { Badge, MediaCard } from '@reelist/ui';
import { itemHref } from '../../lib/item-links';
import styles from './lists.module.css';

/** A list's titles as posters, each with its rank when the list is ranked. */
export function ListGrid({
  items,
  ranked,
  onNavigate,
}: {
  items: readonly ListItem[];
  ranked: boolean;
  onNavigate: (href: string) => void;
}) {
  return (
    <div className={styles.grid}>
      {items.map((item, index) => (
        <MediaCard
          key={titleIdentity(item.media_type, item.id)}
          size="fluid"
          title={item.title}
          year={item.year}
          posterUrl={imageUrl(item.poster_path)}
          href={itemHref(item)}
          mediaType={item.media_type}
          onNavigate={onNavigate}
          badge={ranked ? <Badge tone="neutral">#{index + 1}</Badge> : undefined}
        />
      ))}
    </div>
  );
}
