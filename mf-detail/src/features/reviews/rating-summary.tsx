import type { RatingStats } from '@reelist/contracts';
import { StarRating } from '@reelist/ui';
import styles from './reviews.module.css';

export interface RatingSummaryProps {
  stats: RatingStats;
  myRating: number;
  onRate: (stars: number) => void;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** The visitors' average (1 decimal), count and 1-5 distribution, and this browser's own star rating. */
export function RatingSummary({ stats, myRating, onRate }: RatingSummaryProps) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageValue}>{stats.count ? stats.average.toFixed(1) : '–'}</span>
        <StarRating value={stats.average} label="Average user rating" size={18} />
        <span className={styles.muted}>
          {stats.count} {stats.count === 1 ? 'rating' : 'ratings'}
        </span>
      </div>
      <ul className={styles.distribution} aria-label="Rating distribution">
        {STARS.map((star) => {
          const count = stats.distribution[star];
          const share = stats.count ? Math.round((count / stats.count) * 100) : 0;
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>{star}★</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.barCount}>
                {count}
                <span className="sr-only">
                  {' '}
                  {count === 1 ? 'rating' : 'ratings'} of {star} stars
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.myRating}>
        <span id="detail-my-rating" className={styles.myRatingLabel}>
          {myRating ? 'Your rating' : 'Rate this title'}
        </span>
        <StarRating value={myRating} onChange={onRate} label="Your rating" size={26} />
      </div>
    </div>
  );
}
