import { useLingui } from '@lingui/react/macro';
import type { WatchlistFilter, WatchlistStats } from '@reelist/contracts';
import { statusLabel } from '@reelist/ui';
import styles from './watchlist.module.css';

export interface SummaryTilesProps {
  stats: WatchlistStats;
  active: WatchlistFilter;
  onSelect: (filter: WatchlistFilter) => void;
}

/** The four counts, each a toggle button that filters the list. */
export function SummaryTiles({ stats, active, onSelect }: SummaryTilesProps) {
  const { t } = useLingui();
  const tiles: Array<{ filter: WatchlistFilter; label: string; count: number }> = [
    { filter: 'all', label: t`All`, count: stats.total },
    { filter: 'want_to_watch', label: statusLabel('want_to_watch'), count: stats.wantToWatch },
    { filter: 'watching', label: statusLabel('watching'), count: stats.watching },
    { filter: 'watched', label: statusLabel('watched'), count: stats.watched },
  ];
  return (
    <div className={styles.tiles} role="group" aria-label={t`Filter by status`}>
      {tiles.map((tile) => (
        <button
          key={tile.filter}
          type="button"
          className={styles.tile}
          data-status={tile.filter}
          aria-pressed={tile.filter === active}
          onClick={() => onSelect(tile.filter)}
        >
          {/* The count in digits alone, as the spec shows it ('All 10000'). */}
          <span className={styles.tileLabel}>{tile.label}</span> <span className={styles.tileCount}>{tile.count}</span>
        </button>
      ))}
    </div>
  );
}
