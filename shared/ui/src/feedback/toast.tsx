import type { ReactNode } from 'react';
import type { ToastKind } from '@reelist/contracts';
import { IconButton } from '../actions/icon-button';
import { Icon } from '../icons/icon';
import type { IconData } from '../icons/icon-paths';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './toast.module.css';
import { useLingui } from '@lingui/react/macro';

export type ToastProps = {
  message: string;
  kind?: ToastKind;
  onClose?: () => void;
  closeLabel?: string;
  /** Optional actions such as 'Update' or 'Undo', shown under the message. */
  action?: ReactNode;
  className?: string;
};

const KIND_ICON: Record<ToastKind, IconData> = {
  info: icons.info,
  success: icons.check,
  warning: icons.alert,
  error: icons.alert,
};

/** One notification's visuals. The shell owns the list and the 5 s auto-close timer. */
export function Toast({ message, kind = 'info', onClose, closeLabel, action, className }: ToastProps) {
  const { t } = useLingui();
  return (
    // Errors interrupt (alert); everything else is announced politely (status).
    <div
      className={cx(styles.toast, styles[kind], className)}
      data-kind={kind}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Icon icon={KIND_ICON[kind]} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {action && <div className={styles.actions}>{action}</div>}
      </div>
      {onClose && (
        <IconButton icon={icons.x} size="sm" aria-label={closeLabel ?? t`Dismiss notification`} onClick={onClose} />
      )}
    </div>
  );
}
