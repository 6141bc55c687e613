import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const CATEGORY_LABELS: Record<RecommendationCategory, MessageDescriptor> = {
  trending: msg`Trending Now`,
  highlyRated: msg`Highly Rated`,
  newReleases: msg`New Releases`,
  yourGenres: msg`Your Genres`,
  similar: msg`Similar to Watchlist`,
};

/** A category's name in the interface's language. */
export const categoryLabel = (id: RecommendationCategory): string => i18n._(CATEGORY_LABELS[id]);

function tabsOf(withServices: boolean): Array<{ id: RecommendationTab; label: string }> {
  const tabs: Array<{ id: RecommendationTab; label: string }> = [
    { id: 'all', label: i18n._(msg`All Recommendations`) },
    ...RECOMMENDATION_CATEGORIES.map((id) => ({ id, label: categoryLabel(id) })),
  ];
  return withServices ? [...tabs, { id: 'streamable', label: i18n._(msg`Streamable now`) }] : tabs;
}

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
  const { t } = useLingui();
  const category = active === 'all' || active === 'streamable' ? '' : categoryLabel(active);

  return (
    <Tabs
      tabs={tabsOf(Boolean(props.servicesChosen))}
      active={active}
      onChange={onChange}
      label={t`Filter recommendations`}
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
              title={categoryLabel(id)}
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
          title={t`Nothing in ${category} yet`}

          message={emptyCategoryText(active, { genres, genreName, watchlistSize })}
        />
      )}
    </Tabs>
  );
}
