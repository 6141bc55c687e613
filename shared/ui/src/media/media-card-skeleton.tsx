import { Skeleton } from '../feedback/skeleton';
import { cx } from '../lib/cx';
import type { MediaCardSize } from './media-card';
import styles from './media-card.module.css';

export type MediaCardSkeletonProps = {
  size?: MediaCardSize;
  className?: string;
};

/** Holds exactly a MediaCard's space while its data loads. */
export function MediaCardSkeleton({ size = 'md', className }: MediaCardSkeletonProps) {
  return (
    <div className={cx(styles.card, styles[size], className)} aria-hidden="true" data-testid="media-card-skeleton">
      <div className={styles.link}>
        <Skeleton aspectRatio="2 / 3" width="100%" />
        <span className={styles.body}>
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="text" className={styles.skeletonLine} />
        </span>
      </div>
    </div>
  );
}
