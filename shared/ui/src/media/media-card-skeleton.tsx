import { Skeleton } from '../feedback/skeleton';
import { cx } from '../lib/cx';
import type { MediaCardSize } from './media-card';
import styles from './media-card.module.css';

export type MediaCardSkeletonProps = {
  size?: MediaCardSize;
  className?: string;
};

/**
 * Holds exactly a MediaCard's space while its data loads. The card pulses as one (opacity, run by the compositor):
 * a row of 8 is 8 animations, not 32.
 */
export function MediaCardSkeleton({ size = 'md', className }: MediaCardSkeletonProps) {
  return (
    <div
      className={cx(styles.card, styles[size], styles.pulse, className)}
      aria-hidden="true"
      data-testid="media-card-skeleton"
    >
      <div className={styles.link}>
        <Skeleton className={styles.skeletonPoster} still />
        <span className={styles.body}>
          <Skeleton variant="text" lines={2} still />
          <Skeleton variant="text" className={styles.skeletonLine} still />
        </span>
      </div>
    </div>
  );
}
