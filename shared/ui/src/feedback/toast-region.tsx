import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './toast.module.css';
import { useLingui } from '@lingui/react/macro';

export type ToastRegionProps = {
  children?: ReactNode;
  label?: string;
  className?: string;
};

/**
 * The fixed corner where toasts appear. Always mounted (even when empty) so screen readers
 * register the polite live region before the first message arrives.
 */
export function ToastRegion({ children, label, className }: ToastRegionProps) {
  const { t } = useLingui();
  return (
    <section
      aria-label={label ?? t`Notifications`}
      aria-live="polite"
      aria-relevant="additions text"
      className={cx(styles.region, className)}
    >
      {children}
    </section>
  );
}
