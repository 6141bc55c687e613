import { icons, StatCard } from '@reelist/ui';
import { describeStreak, formatHours, newShare, plural, watchedSummary } from './describe';
import type { YearReview } from './year-stats';
import styles from './year-review.module.css';

/** The year at a glance: what was watched, for how long, on how many days, the longest run and the rewatches. */
export function HeadlineFigures({ review }: { review: YearReview }) {
  const untimed = review.viewings - review.timedViewings;
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.film}
        label="Films and episodes watched"
        value={(review.films + review.episodes + review.showViewings).toLocaleString('en-US')}
        hint={watchedSummary(review)}
      />
      <StatCard
        icon={icons.clock}
        label="Hours watched"
        value={formatHours(review.minutes)}
        hint={untimed > 0 ? `${plural(untimed, 'viewing')} without a known runtime` : 'From runtimes'}
      />
      <StatCard icon={icons.calendar} label="Days with a viewing" value={review.days} hint={`of the year's days`} />
      <StatCard
        icon={icons.sparkles}
        label="Longest streak"
        value={plural(review.longestStreak?.days ?? 0, 'day')}
        hint={describeStreak(review.longestStreak)}
      />
      <StatCard
        icon={icons.refresh}
        label="Rewatches"
        value={review.rewatches}
        hint={`${newShare(review)}% new to you, ${100 - newShare(review)}% rewatched`}
      />
    </div>
  );
}
