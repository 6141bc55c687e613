import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { ListRow } from './list-row';
import type { StatusMenuProps } from './status-menu';
import { VirtualRows } from './virtual-rows';
import styles from './watchlist.module.css';

export interface WatchlistListProps extends Omit<StatusMenuProps, 'item'> {
  items: readonly WatchlistItem[];
  /** "Next: S2E5" by show id. */
  nextEpisodes: ReadonlyMap<number, string>;
}

const ROW_ESTIMATE = 124;

/** The virtualized list view: one measured row per item, only those near the viewport rendered. */
export function WatchlistList({ items, nextEpisodes, ...handlers }: WatchlistListProps) {
  return (
    <VirtualRows
      count={items.length}
      estimate={() => ROW_ESTIMATE}
      overscan={4}
      rowClassName={styles.listRow}
      rowKey={(index) => {
        const item = items[index];
        return item ? titleIdentity(item.media_type, item.id) : index;
      }}
    >
      {(index) => {
        const item = items[index];
        return item ? (
          <ListRow item={item} next={item.media_type === 'tv' ? nextEpisodes.get(item.id) : undefined} {...handlers} />
        ) : null;
      }}
    </VirtualRows>
  );
}
