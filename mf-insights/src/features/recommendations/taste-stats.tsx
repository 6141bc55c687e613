import { t } from '@lingui/core/macro';
import { useLingui } from '@reelist/i18n/react';
import { countViews } from '../../lib/counts';
import { formatDecimal } from '../../lib/format';
import type { WatchlistItem, WatchlistStats } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import styles from './recommendations.module.css';

/** Mean vote_average of the rated watchlist items, to 1 decimal; 'N/A' when none is rated. */
export function averageRatingText(items: readonly WatchlistItem[]): string {
  const rated = items.map((item) => item.vote_average).filter((value) => Number.isFinite(value) && value > 0);
  if (rated.length === 0) return t`N/A`;
  return formatDecimal(rated.reduce((sum, value) => sum + value, 0) / rated.length);
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
  // Re-rendered in a new language: its texts are read here.
  useLingui();
  const { watched } = stats;

  return (
    <div className={styles.cards}>
      <StatCard icon={icons.sparkles} label={t`Total Recommendations`} value={total ?? (failed ? '–' : '…')} />
      <StatCard icon={icons.bookmark} label={t`Watchlist Items`} value={items.length} hint={t`${watched} watched`} />
      <StatCard
        icon={icons.clock}
        label={t`Viewing Time`}
        value={countViews(views)}

        hint={t`Total views`}
      />
      <StatCard icon={icons.star} label={t`Average Rating`} value={averageRatingText(items)} />
    </div>
  );
}
