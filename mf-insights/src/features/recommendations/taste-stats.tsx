import type { WatchlistItem, WatchlistStats } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import styles from './recommendations.module.css';

/** Mean vote_average of the rated watchlist items, to 1 decimal; 'N/A' when none is rated. */
export function averageRatingText(items: readonly WatchlistItem[]): string {
  const rated = items.map((item) => item.vote_average).filter((value) => Number.isFinite(value) && value > 0);
  if (rated.length === 0) return 'N/A';
  return (rated.reduce((sum, value) => sum + value, 0) / rated.length).toFixed(1);
}

export interface TasteStatsProps {
  /** How many recommendations are shown; undefined while they load, or when loading them failed. */
  total: number | undefined;
  /** Loading failed: the count shows '–' beside the error state, not a loading ellipsis. */
  failed?: boolean;
  items: readonly WatchlistItem[];
  stats: WatchlistStats;
  views: number;
}

/** The four cards above the recommendations. */
export function TasteStats({ total, failed = false, items, stats, views }: TasteStatsProps) {
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.sparkles} label="Total Recommendations" value={total ?? (failed ? '–' : '…')} />
      <StatCard icon={icons.bookmark} label="Watchlist Items" value={items.length} hint={`${stats.watched} watched`} />
      <StatCard
        icon={icons.clock}
        label="Viewing Time"
        value={`${views} ${views === 1 ? 'view' : 'views'}`}
        hint="Total views"
      />
      <StatCard icon={icons.star} label="Average Rating" value={averageRatingText(items)} />
    </div>
  );
}
