import type { WatchlistFilter, WatchlistStats } from '@reelist/contracts';
import { STATUS_LABELS } from '@reelist/contracts';
import styles from './watchlist.module.css';

export interface SummaryTilesProps {
  stats: WatchlistStats;
  active: WatchlistFilter;
  onSelect: (filter: WatchlistFilter) => void;
}

/** The four counts, each a toggle button that filters the list. */
export function SummaryTiles({ stats, active, onSelect }: SummaryTilesProps) {
  const tiles: Array<{ filter: WatchlistFilter; label: string; count: number }> = [
    { filter: 'all', label: 'All', count: stats.total },
    { filter: 'want_to_watch', label: STATUS_LABELS.want_to_watch, count: stats.wantToWatch },
    { filter: 'watching', label: STATUS_LABELS.watching, count: stats.watching },
    { filter: 'watched', label: STATUS_LABELS.watched, count: stats.watched },
  ];
  return (
    <div className={styles.tiles} role="group" aria-label="Filter by status">
      {tiles.map((tile) => (
        <button
          key={tile.filter}
          type="button"
          className={styles.tile}
          data-status={tile.filter}
          aria-pressed={tile.filter === active}
          onClick={() => onSelect(tile.filter)}
        >
          <span className={styles.tileLabel}>{tile.label}</span> <span className={styles.tileCount}>{tile.count}</span>
        </button>
      ))}
    </div>
  );
}
