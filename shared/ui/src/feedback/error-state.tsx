import type { ReactNode } from 'react';
import { Button } from '../actions/button';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './state.module.css';
import { serviceMessage } from '../i18n/service-messages';
import { useLingui } from '@lingui/react/macro';

export type ErrorStateProps = {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3;
  /** Extra actions beside the retry button (e.g. 'Go Home'). */
  actions?: ReactNode;
  className?: string;
};

/** An error block announced as an alert, with an optional retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  headingLevel = 2,
  actions,
  className,
}: ErrorStateProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className={cx(styles.state, styles.error, className)}>
      <span className={styles.icon}>
        <Icon icon={icons.alert} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.message}>{typeof message === 'string' ? serviceMessage(message) : message}</p>}
      {(onRetry || actions) && (
        <div className={styles.action}>
          {onRetry && (
            <Button icon={icons.refresh} onClick={onRetry}>
              {retryLabel ?? t`Try Again`}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
