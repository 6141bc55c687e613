import type { SearchStats, ViewingStats } from '@reelist/contracts';
import { icons, StatCard } from '@reelist/ui';
import { plural } from '@reelist/domain';
import styles from './analytics.module.css';

/** The four headline figures, with the viewings of the watch log beside the page views. */
export function OverviewCards({ stats, viewings }: { stats: ViewingStats; viewings: number }) {
  return (
    <div className={styles.cards}>
      <StatCard icon={icons.eye} label="Total Views" value={stats.totalViews} hint="All time" />
      <StatCard icon={icons.check} label="Viewings Logged" value={viewings} hint="Watched, incl. imports" />
      <StatCard icon={icons.film} label="Unique Movies" value={stats.uniqueMovies} />
      <StatCard icon={icons.calendar} label="This Week" value={stats.weeklyViews} hint="Last 7 days" />
      <StatCard icon={icons.sparkles} label="Viewing Streak" value={plural(stats.viewingStreak, 'day')} />
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
