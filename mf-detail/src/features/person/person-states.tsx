import { useLingui } from '@lingui/react/macro';
import { icons, Skeleton } from '@reelist/ui';
import { LoadFailed, NotFound } from '../../lib/page-states';
import styles from './person.module.css';

/** Holds the page's layout while the person loads (photo, name, facts, then rows), so nothing jumps. */
export function PersonSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.page} role="status" aria-label={t`Loading details`}>
      <div className={styles.header}>
        <div className={styles.photo}>
          <Skeleton aspectRatio="2 / 3" />
        </div>
        <div className={styles.info}>
          <Skeleton variant="text" width="50%" height="2.25rem" />
          <Skeleton variant="text" lines={3} width="60%" />
          <Skeleton variant="text" lines={4} />
        </div>
      </div>
      <Skeleton variant="text" lines={6} />
    </div>
  );
}

/** 'Failed to Load Details' with Try Again, which asks the service again. */
export function PersonLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadFailed message={t`Failed to fetch person details`} onRetry={onRetry} />;
}

/** 'Person Not Found': the service answered 404, or the address has no valid id. */
export function PersonNotFound() {
  const { t } = useLingui();
  return (
    <NotFound
      title={t`Person Not Found`}
      text={t`The person you are looking for does not exist or has been removed.`}
      icon={icons.user}
    />
  );
}
