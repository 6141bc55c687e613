import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import type { IconData } from '../icons/icon-paths';
import { cx } from '../lib/cx';
import styles from './layout.module.css';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: IconData;
  className?: string;
};

/** One figure with its label (e.g. 'Total Views' 42), read label-first by screen readers. */
export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <div className={cx(styles.statCard, className)}>
      {icon && (
        <span className={styles.statIcon}>
          <Icon icon={icon} size={20} />
        </span>
      )}
      <div className={styles.statText}>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statValue}>{value}</span>
        {hint && <span className={styles.statHint}>{hint}</span>}
      </div>
    </div>
  );
}
