import { useId } from 'react';
import { titleIdentity, titleMediaType } from '@reelist/contracts';
import type { Recommendation } from '@reelist/domain';
import { Button, icons } from '@reelist/ui';
import { RecommendationCard } from './recommendation-card';
import styles from './recommendations.module.css';
import { RECO_ROW_MAX } from './constants';

export interface CategoryRowProps {
  title: string;
  items: readonly Recommendation[];
  genreName: (id: number) => string | undefined;
  /** Shown when the row holds more than it shows: switches to the category's tab. */
  onViewAll: () => void;
}

/** One category in 'all' mode: its name and count, up to 12 titles, and View All when there are more. */
export function CategoryRow({ title, items, genreName, onViewAll }: CategoryRowProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={id} className={styles.rowTitle}>
          {title} <span className={styles.count}>({items.length})</span>
        </h2>
        {items.length > RECO_ROW_MAX && (
          <Button
            variant="ghost"
            size="sm"
            icon={icons.chevronRight}
            onClick={onViewAll}
            aria-label={`View All ${title}`}
          >
            View All
          </Button>
        )}
      </div>
      <RecommendationGrid items={items.slice(0, RECO_ROW_MAX)} genreName={genreName} />
    </section>
  );
}

export function RecommendationGrid({
  items,
  genreName,
}: {
  items: readonly Recommendation[];
  genreName: (id: number) => string | undefined;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={titleIdentity(titleMediaType(item.title), item.title.id)}>
          <RecommendationCard recommendation={item} genreName={genreName} />
        </li>
      ))}
    </ul>
  );
}
