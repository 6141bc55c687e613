import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './layout.module.css';
import { useLingui } from '@lingui/react/macro';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
};

/** A small pill label (status, count, media type). */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(styles.badge, tone !== 'neutral' && styles[tone], className)}>{children}</span>;
}

export type TagProps = {
  label: string;
  /** When given, a remove button is shown. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to 'Remove {label}'. */
  removeLabel?: string;
  tone?: BadgeTone;
  className?: string;
};

/** A badge for an applied filter or genre, optionally removable. */
export function Tag({ label, onRemove, removeLabel, tone = 'neutral', className }: TagProps) {
  const { t } = useLingui();
  return (
    <span className={cx(styles.badge, tone !== 'neutral' && styles[tone], className)}>
      {label}
      {onRemove && (
        <button
          type="button"
          className={styles.tagRemove}
          aria-label={removeLabel ?? t`Remove ${label}`}
          onClick={onRemove}
        >
          <Icon icon={icons.x} size={12} />
        </button>
      )}
    </span>
  );
}
