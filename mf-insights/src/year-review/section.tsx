import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './year-review.module.css';

/** A titled part of the review; the heading names the region. */
export function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={wide ? `${styles.section} ${styles.wide}` : styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
