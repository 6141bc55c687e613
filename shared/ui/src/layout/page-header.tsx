import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './layout.module.css';

export type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links aligned to the end of the header. */
  actions?: ReactNode;
  className?: string;
};

/** A screen's title block: the page's single h1, a subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.pageHeader, className)}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
