import type { CSSProperties } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { GridCard } from './grid-card';
import type { GridCardProps } from './grid-card';
import { useColumns } from './use-columns';
import { VirtualRows } from './virtual-rows';
import styles from './watchlist.module.css';

export interface WatchlistGridProps extends Omit<GridCardProps, 'item' | 'next'> {
  items: readonly WatchlistItem[];
  /** "Next: S2E5" by show id. */
  nextEpisodes: ReadonlyMap<number, string>;
}

const GAP = 16;
// Card text below the 2:3 poster: two title lines and the meta line.
const TEXT_HEIGHT = 72;

/** A virtualized poster grid: one measured row of `columns` cards per virtual row. */
export function WatchlistGrid({ items, nextEpisodes, ...handlers }: WatchlistGridProps) {
  const columns = useColumns();
  return (
    <VirtualRows
      count={Math.ceil(items.length / columns)}
      estimate={(width) => Math.round(((width - GAP * (columns - 1)) / columns) * 1.5 + TEXT_HEIGHT + GAP)}
      overscan={2}
      rowClassName={styles.gridRow}
      rowStyle={{ '--columns': columns } as CSSProperties}
    >
      {(index) =>
        items
          .slice(index * columns, index * columns + columns)
          .map((item) => (
            <GridCard
              key={titleIdentity(item.media_type, item.id)}
              item={item}
              next={item.media_type === 'tv' ? nextEpisodes.get(item.id) : undefined}
              {...handlers}
            />
          ))
      }
    </VirtualRows>
  );
}
