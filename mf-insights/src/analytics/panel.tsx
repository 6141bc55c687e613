import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './analytics.module.css';

/** A titled dashboard section; the heading names the region for screen-reader navigation. */
export function Panel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
