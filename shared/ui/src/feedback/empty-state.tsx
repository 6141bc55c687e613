import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import type { IconData } from '../icons/icon-paths';
import { cx } from '../lib/cx';
import styles from './state.module.css';

export type EmptyStateProps = {
  icon?: IconData;
  title: string;
  message: ReactNode;
  /** A button or link inviting the next step (e.g. 'Browse Content'). */
  action?: ReactNode;
  /** Heading level, so the state fits the page outline (1 when the state is the whole page). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** A friendly "nothing here yet" block with an optional next action. */
export function EmptyState({ icon, title, message, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.icon}>
          <Icon icon={icon} size={28} />
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
