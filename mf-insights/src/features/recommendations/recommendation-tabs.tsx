import { lazy, Suspense, useMemo } from 'react';
import type { Recommendation } from '@reelist/domain';
import { EmptyState, icons, Tabs } from '@reelist/ui';
import { CategoryRow, RecommendationGrid } from './category-row';
import styles from './recommendations.module.css';
import { RECOMMENDATION_CATEGORIES, categorizeRecommendations } from './categories';
import type { RecommendationCategory } from './categories';

export type RecommendationTab = 'all' | RecommendationCategory | 'streamable';

// Only for visitors with services, when they open the tab: it fetches the titles' offers.
const StreamableNow = lazy(() => import('./streamable/streamable-now'));

export const CATEGORY_LABELS: Record<RecommendationCategory, string> = {
  trending: 'Trending Now',
  highlyRated: 'Highly Rated',
  newReleases: 'New Releases',
  yourGenres: 'Your Genres',
  similar: 'Similar to Watchlist',
};

const TABS: Array<{ id: RecommendationTab; label: string }> = [
  { id: 'all', label: 'All Recommendations' },
  ...RECOMMENDATION_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
];
const WITH_SERVICES = [...TABS, { id: 'streamable' as const, label: 'Streamable now' }];

export interface RecommendationTabsProps {
  items: readonly Recommendation[];
  favoriteGenres: readonly number[];
  watchlistSize: number;
  now: Date;
  active: RecommendationTab;
  onChange: (tab: RecommendationTab) => void;
  genreName: (id: number) => string | undefined;
  /** The visitor chose streaming services: the 'Streamable now' tab shows. */
  servicesChosen?: boolean;
}

/**
 * The six filter tabs (and 'Streamable now' with services chosen); 'all' shows a row per non-empty category, a
 * category tab shows all of its titles.
 */
export function RecommendationTabs(props: RecommendationTabsProps) {
  const { items, favoriteGenres, watchlistSize, now, active, onChange, genreName } = props;
  const categories = useMemo(
    () => categorizeRecommendations(items, { favoriteGenres, watchlistSize, now }),
    [items, favoriteGenres, watchlistSize, now],
  );
  const rows = RECOMMENDATION_CATEGORIES.filter((id) => categories[id].length > 0);

  return (
    <Tabs
      tabs={props.servicesChosen ? WITH_SERVICES : TABS}
      active={active}
      onChange={onChange}
      label="Filter recommendations"
    >
      {active === 'streamable' ? (
        <Suspense fallback={null}>
          <StreamableNow items={items} genreName={genreName} />
        </Suspense>
      ) : active === 'all' ? (
        <div className={styles.rows}>
          {rows.map((id) => (
            <CategoryRow
              key={id}
              title={CATEGORY_LABELS[id]}
              items={categories[id]}
              genreName={genreName}
              onViewAll={() => onChange(id)}
            />
          ))}
          {rows.length === 0 && (
            // Only history-based picks that fit no category: still worth showing rather than an empty page.
            <CategoryRow title="Picked for You" items={items} genreName={genreName} onViewAll={() => undefined} />
          )}
        </div>
      ) : categories[active].length > 0 ? (
        <RecommendationGrid items={categories[active]} genreName={genreName} />
      ) : (
        <EmptyState
          headingLevel={2}
          icon={icons.filter}
          title={`No ${CATEGORY_LABELS[active]} picks`}
          message={
            active === 'yourGenres'
              ? 'None of your recommendations is in your favorite genres yet.'
              : 'None of your recommendations fits this category right now.'
          }
        />
      )}
    </Tabs>
  );
}
