import { useLingui } from '@lingui/react/macro';
import { icons, Skeleton } from '@reelist/ui';
import { LoadFailed, NotFound } from '../../lib/page-states';
import styles from './collection.module.css';

/** Holds the page's layout while the collection loads. */
export function CollectionSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.page} role="status" aria-label={t`Loading collection`}>
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
export function CollectionLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadFailed message={t`Failed to fetch collection details`} onRetry={onRetry} />;
}

/** 'Collection Not Found': the service answered 404, or the address has no valid id. */
export function CollectionNotFound() {
  const { t } = useLingui();
  return (
    <NotFound
      title={t`Collection Not Found`}
      text={t`The collection you are looking for does not exist or has been removed.`}
      icon={icons.film}
    />
  );
}
