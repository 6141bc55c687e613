import type { SearchStats, ViewingStats } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import { useLingui } from '@lingui/react/macro';
import { countDays } from '../../lib/counts';
import { formatDecimal } from '../../lib/format';
import styles from './analytics.module.css';

/**
 * The spec's four headline figures. They count detail pages opened (the view history), not what was watched: each
 * says so in its hint, and the watch log's figures show beside them (WatchedCards).
 */
export function OverviewCards({ stats }: { stats: ViewingStats }) {
  const { t } = useLingui();
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.eye}
        label={t`Total Views`}
        value={stats.totalViews}
        hint={t`Detail pages opened, all time`}
      />
      <StatCard
        icon={icons.film}
        label={t`Unique Movies`}
        value={stats.uniqueMovies}
        hint={t`Different titles opened`}
      />
      <StatCard
        icon={icons.calendar}
        label={t`This Week`}
        value={stats.weeklyViews}
        hint={t`Pages opened, last 7 days`}
      />
      <StatCard
        icon={icons.sparkles}
        label={t`Viewing Streak`}
        value={countDays(stats.viewingStreak)}
        hint={t`Days in a row with a page opened`}
      />
    </div>
  );
}

/** The closing summary figures. */
export function SummaryCards({ viewing, search }: { viewing: ViewingStats; search: SearchStats }) {
  const { t } = useLingui();
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.star}
        label={t`Average Rating of Viewed Content`}
        value={viewing.averageRating > 0 ? formatDecimal(viewing.averageRating) : t`N/A`}
      />
      <StatCard icon={icons.chart} label={t`Views This Month`} value={viewing.monthlyViews} hint={t`Last 30 days`} />
      <StatCard icon={icons.search} label={t`Unique Search Queries`} value={search.uniqueQueries} />
    </div>
  );
}
