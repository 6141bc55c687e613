import { useLingui } from '@lingui/react/macro';
import type { MediaType } from '@reelist/contracts';
import { icons, Skeleton } from '@reelist/ui';
import { LoadFailed, NotFound } from '../../../lib/page-states';
import { reloadPage } from './reload-page';
import styles from './detail-page.module.css';

/** Holds the page's layout while the title loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.page} role="status" aria-label={t`Loading details`}>
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
export function DetailLoadFailed({ mediaType }: { mediaType: MediaType }) {
  const { t } = useLingui();
  const message = mediaType === 'tv' ? t`Failed to fetch TV show details` : t`Failed to fetch movie details`;
  return <LoadFailed message={message} onRetry={reloadPage} />;
}

/** 'Content Not Found': the service answered 404, or the address has no valid id. */
export function DetailNotFound() {
  const { t } = useLingui();
  return (
    <NotFound
      title={t`Content Not Found`}
      text={t`The movie or TV show you are looking for does not exist or has been removed.`}
      icon={icons.film}
    />
  );
}
