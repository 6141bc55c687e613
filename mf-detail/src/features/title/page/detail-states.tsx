import { icons, Skeleton } from '@reelist/ui';
import { LoadFailed, NotFound } from '../../../lib/page-states';
import { reloadPage } from './reload-page';
import styles from './detail-page.module.css';

/** Holds the page's layout while the title loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading details">
      <div className={styles.skeletonBackdrop}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton aspectRatio="2 / 3" />
        <div className={styles.skeletonInfo}>
          <Skeleton variant="text" width="60%" height="2.25rem" />
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="text" lines={4} />
        </div>
      </div>
    </div>
  );
}

/** 'Failed to Load Details' with Try Again, which reloads the page. */
export function DetailLoadFailed({ message }: { message: string }) {
  return <LoadFailed message={message} onRetry={reloadPage} />;
}

/** 'Content Not Found': the service answered 404, or the address has no valid id. */
export function DetailNotFound() {
  return (
    <NotFound
      title="Content Not Found"
      text="The movie or TV show you are looking for does not exist or has been removed."
      icon={icons.film}
    />
  );
}
