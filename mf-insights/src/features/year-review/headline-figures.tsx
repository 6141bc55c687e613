import { icons, StatCard } from '@reelist/ui';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@reelist/domain';
import { countDays, countViewings } from '../../lib/counts';
import { describeStreak, formatHours, newShare, watchedSummary } from './describe';
import type { YearReview } from './year-stats';
import styles from './year-review.module.css';

/** The year at a glance: what was watched, for how long, on how many days, the longest run and the rewatches. */
export function HeadlineFigures({ review }: { review: YearReview }) {
  const untimed = review.viewings - review.timedViewings;
  const { t } = useLingui();
  const untimedViewings = countViewings(untimed);
  const share = newShare(review);
  const rewatched = 100 - share;
  return (
    <div className={styles.cards}>
      <StatCard
        icon={icons.film}
        label={t`Films and episodes watched`}
        value={formatNumber(review.films + review.episodes + review.showViewings)}
        hint={watchedSummary(review)}
      />
      <StatCard
        icon={icons.clock}
        label={t`Hours watched`}
        value={formatHours(review.minutes)}
        hint={untimed > 0 ? t`${untimedViewings} without a known runtime` : t`From runtimes`}
      />
      <StatCard icon={icons.calendar} label={t`Days with a viewing`} value={review.days} hint={t`of the year's days`} />
      <StatCard
        icon={icons.sparkles}
        label={t`Longest streak`}
        value={countDays(review.longestStreak?.days ?? 0)}
        hint={describeStreak(review.longestStreak)}
      />
      <StatCard
        icon={icons.refresh}
        label={t`Rewatches`}
        value={review.rewatches}
        hint={t`${share}% new to you, ${rewatched}% rewatched`}
      />
    </div>
  );
}
