import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '@reelist/ui';
import styles from './common.module.css';

/**
 * A titled card holding one part of a page (Analytics' panels, Year in Review's sections); the heading names the
 * region for screen-reader navigation. `className` places it in the page's grid (a wide one, say).
 */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx(styles.panel, className)}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
