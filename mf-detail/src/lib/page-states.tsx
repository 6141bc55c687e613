import { Trans } from '@lingui/react/macro';
import { AppLink } from '@reelist/state';
import { Button, Icon, icons } from '@reelist/ui';
import type { IconData } from '@reelist/ui';
import styles from './page-states.module.css';

/** 'Failed to Load Details' with Try Again: the entity pages' one failure screen; `message` says what failed. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.message} role="alert">
      <Icon icon={icons.alert} size={40} />
      <h1 className={styles.messageTitle}>
        <Trans>Failed to Load Details</Trans>
      </h1>
      <p>{message}</p>
      <Button icon={icons.refresh} onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}

/** '{Thing} Not Found' (the service answered 404, or the address has no valid id), with a way back Home. */
export function NotFound({ title, text, icon }: { title: string; text: string; icon: IconData }) {
  return (
    <div className={styles.message}>
      <Icon icon={icon} size={40} />
      <h1 className={styles.messageTitle}>{title}</h1>
      <p>{text}</p>
      <AppLink to="/" className={styles.homeLink}>
        <Trans>Back to Home</Trans>
      </AppLink>
    </div>
  );
}
