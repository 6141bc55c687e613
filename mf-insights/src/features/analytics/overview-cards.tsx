import type { SearchStats, ViewingStats } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import { plural } from '@reelist/domain';
import styles from './analytics.module.css';

/**
 * The spec's four headline figures. They count detail pages opened (the view history), not what was watched: each
 * says so in its hint, and the watch log's figures show beside them (WatchedCards).
 */
export function OverviewCards({ stats }: { stats: ViewingStats }) {
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.eye} label="Total Views" value={stats.totalViews} hint="Detail pages opened, all time" />
      <StatCard icon={icons.film} label="Unique Movies" value={stats.uniqueMovies} hint="Different titles opened" />
      <StatCard icon={icons.calendar} label="This Week" value={stats.weeklyViews} hint="Pages opened, last 7 days" />
      <StatCard
        icon={icons.sparkles}
        label="Viewing Streak"
        value={plural(stats.viewingStreak, 'day')}
        hint="Days in a row with a page opened"
      />
    </div>
  );
}

/** The closing summary figures. */
export function SummaryCards({ viewing, search }: { viewing: ViewingStats; search: SearchStats }) {
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.star}
        label="Average Rating of Viewed Content"
        value={viewing.averageRating > 0 ? viewing.averageRating.toFixed(1) : 'N/A'}
      />
      <StatCard icon={icons.chart} label="Views This Month" value={viewing.monthlyViews} hint="Last 30 days" />
      <StatCard icon={icons.search} label="Unique Search Queries" value={search.uniqueQueries} />
    </div>
  );
}
