import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RatingStats } from '@reelist/contracts';
import { formatNumber } from '@reelist/domain';
import { StarRating } from '@reelist/ui';
import { formatVote } from '../../lib/format-facts';
import styles from './reviews.module.css';

export interface RatingSummaryProps {
  stats: RatingStats;
  myRating: number;
  onRate: (stars: number) => void;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** The visitors' average (1 decimal), count and 1-5 distribution, and this browser's own star rating. */
export function RatingSummary({ stats, myRating, onRate }: RatingSummaryProps) {
  const { t } = useLingui();
  const total = stats.count;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageValue}>{total ? formatVote(stats.average) : '–'}</span>
        <StarRating value={stats.average} label={t`Average user rating`} size={18} />
        <span className={styles.muted}>{plural(total, { one: '# rating', other: '# ratings' })}</span>
      </div>
      <ul className={styles.distribution} aria-label={t`Rating distribution`}>
        {STARS.map((star) => {
          const count = stats.distribution[star];
          const share = stats.count ? Math.round((count / stats.count) * 100) : 0;
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>{star}★</span>
              <span className={styles.barTrack} aria-hidden="true">
                {/* No empty bar: a server's page (which knows no ratings) carries no style attribute, which the
                    Content-Security-Policy would refuse. */}
                {share > 0 && <span className={styles.barFill} style={{ width: `${share}%` }} />}
              </span>
              <span className={styles.barCount}>
                {formatNumber(count)}
                <span className="sr-only">
                  {' '}
                  {plural(count, { one: `rating of ${star} stars`, other: `ratings of ${star} stars` })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.myRating}>
        <span id="detail-my-rating" className={styles.myRatingLabel}>
          {myRating ? <Trans>Your rating</Trans> : <Trans>Rate this title</Trans>}
        </span>
        <StarRating value={myRating} onChange={onRate} label={t`Your rating`} size={26} />
      </div>
    </div>
  );
}
