import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { titleIdentity, titleMediaType } from '@reelist/contracts';
import { Button, icons } from '@reelist/ui';
import type { Pick } from './categories';
import { RecommendationCard } from './recommendation-card';
import styles from './recommendations.module.css';
import { RECO_ROW_MAX } from './constants';

export interface CategoryRowProps {
  title: string;
  items: readonly Pick[];
  genreName: (id: number) => string | undefined;
  /** Shown when the row holds more than it shows: switches to the category's tab. */
  onViewAll: () => void;
}

/** One category in 'all' mode: its name and count, up to 12 titles, and View All when there are more. */
export function CategoryRow({ title, items, genreName, onViewAll }: CategoryRowProps) {
  const id = useId();
  const { t } = useLingui();
  const count = items.length;
  return (
    <section aria-labelledby={id} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={id} className={styles.rowTitle}>
          {title} <span className={styles.count}>({count})</span>
        </h2>
        {items.length > RECO_ROW_MAX && (
          <Button
            variant="ghost"
            size="sm"
            icon={icons.chevronRight}
            onClick={onViewAll}
            aria-label={t`View All ${title}`}
          >
            <Trans>View All</Trans>
          </Button>
        )}
      </div>
      <RecommendationGrid items={items.slice(0, RECO_ROW_MAX)} genreName={genreName} inRow />
    </section>
  );
}

export function RecommendationGrid({
  items,
  genreName,
  inRow = false,
}: {
  items: readonly Pick[];
  genreName: (id: number) => string | undefined;
  /** A row of 'all' mode: on a phone it scrolls sideways, so five categories do not stack into a long wall. */
  inRow?: boolean;
}) {
  return (
    <ul className={inRow ? `${styles.grid} ${styles.rowGrid}` : styles.grid}>
      {items.map((item) => (
        <li key={titleIdentity(titleMediaType(item.title), item.title.id)}>
          <RecommendationCard recommendation={item} genreName={genreName} />
        </li>
      ))}
    </ul>
  );
}
