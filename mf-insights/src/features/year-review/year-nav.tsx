import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@reelist/state';
import { cx } from '@reelist/ui';
import styles from './year-review.module.css';

/** The years with viewings, newest first, the current one (if any) marked: moving between reviews in one click. */
export function YearNav({
  years,
  current,
}: {
  years: ReadonlyArray<{ year: number; viewings: number }>;
  current?: number;
}) {
  const { t } = useLingui();
  if (years.length === 0) return null;

  return (
    <nav aria-label={t`Years`} className={styles.years}>
      <ul>
        {years.map(({ year }) => (
          <li key={year}>
            <AppLink
              to={`/analytics/year/${year}`}
              aria-current={year === current ? 'page' : undefined}
              className={cx(styles.yearLink, year === current && styles.currentYear)}
            >
              {year}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
