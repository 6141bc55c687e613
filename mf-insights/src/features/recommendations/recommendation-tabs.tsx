import { lazy, Suspense, useMemo } from 'react';
import { EmptyState, icons, Tabs } from '@reelist/ui';
import { CategoryRow, RecommendationGrid } from './category-row';
import styles from './recommendations.module.css';
import { distinctRows, mergeRecommendations, RECOMMENDATION_CATEGORIES } from './categories';
import type { RecommendationCategory, RecommendationSets } from './categories';
import { emptyCategoryText } from './empty-category';

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
  sets: RecommendationSets;
  /** The visitor's top genres (empty: they have none yet). */
  genres: readonly number[];
  watchlistSize: number;
  active: RecommendationTab;
  onChange: (tab: RecommendationTab) => void;
  genreName: (id: number) => string | undefined;
  /** The visitor chose streaming services: the 'Streamable now' tab shows. */
  servicesChosen?: boolean;
}

/**
 * The six filter tabs (and 'Streamable now' with services chosen); 'all' shows a row per non-empty category, each
 * title under one category only; a category tab shows all of its titles, or says in plain words why it has none.
 */
export function RecommendationTabs(props: RecommendationTabsProps) {
  const { sets, genres, watchlistSize, active, onChange, genreName } = props;
  const rows = useMemo(() => distinctRows(sets), [sets]);
  const all = useMemo(() => mergeRecommendations(RECOMMENDATION_CATEGORIES.map((id) => sets[id])), [sets]);
  const shown = RECOMMENDATION_CATEGORIES.filter((id) => rows[id].length > 0);

  return (
    <Tabs
      tabs={props.servicesChosen ? WITH_SERVICES : TABS}
      active={active}
      onChange={onChange}
      label="Filter recommendations"
    >
      {active === 'streamable' ? (
        <Suspense fallback={null}>
          <StreamableNow items={all} genreName={genreName} />
        </Suspense>
      ) : active === 'all' ? (
        <div className={styles.rows}>
          {shown.map((id) => (
            <CategoryRow
              key={id}
              title={CATEGORY_LABELS[id]}
              items={rows[id]}
              genreName={genreName}
              onViewAll={() => onChange(id)}
            />
          ))}
        </div>
      ) : sets[active].length > 0 ? (
        <RecommendationGrid items={sets[active]} genreName={genreName} />
      ) : (
        <EmptyState
          headingLevel={2}
          icon={icons.filter}
          title={`Nothing in ${CATEGORY_LABELS[active]} yet`}
          message={emptyCategoryText(active, { genres, genreName, watchlistSize })}
        />
      )}
    </Tabs>
  );
}
