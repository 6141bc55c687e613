import { AppLink } from '@reelist/state';
import { Button, Icon, icons, Skeleton } from '@reelist/ui';
import styles from './collection.module.css';

/** Holds the page's layout while the collection loads. */
export function CollectionSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading collection">
      <div className={styles.backdrop}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton aspectRatio="2 / 3" />
        <div className={styles.info}>
          <Skeleton variant="text" width="60%" height="2.25rem" />
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
    </div>
  );
}

/** 'Failed to Load Details' with Try Again, which asks the service again. */
export function CollectionLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.message} role="alert">
      <Icon icon={icons.alert} size={40} />
      <h1 className={styles.messageTitle}>Failed to Load Details</h1>
      <p>{message}</p>
      <Button icon={icons.refresh} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** 'Collection Not Found': the service answered 404, or the address has no valid id. */
export function CollectionNotFound() {
  return (
    <div className={styles.message}>
      <Icon icon={icons.film} size={40} />
      <h1 className={styles.messageTitle}>Collection Not Found</h1>
      <p>The collection you are looking for does not exist or has been removed.</p>
      <AppLink to="/" className={styles.homeLink}>
        Back to Home
      </AppLink>
    </div>
  );
}
