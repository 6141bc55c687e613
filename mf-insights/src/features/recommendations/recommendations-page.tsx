import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { titleMediaType } from '@reelist/contracts';
import { viewHistoryStore } from '@reelist/storage';
import { AppLink, usePreferences, useServiceQuery, useWatchlist } from '@reelist/state';
import { Button, buttonClassName, EmptyState, ErrorState, icons, PageHeader, Spinner } from '@reelist/ui';
import { useGenreNames } from '../../lib/genre-names';
import { useInsightsMessages } from '../../lib/messages';
import { allPicks, getRecommendations, recommendationsKey, visitorGenres } from './api/get-recommendations';
import { RECOMMENDATION_CATEGORIES } from './categories';
import type { RecommendationSets } from './categories';
import { RecommendationTabs } from './recommendation-tabs';
import type { RecommendationTab } from './recommendation-tabs';
import { TasteStats } from './taste-stats';
import styles from './recommendations.module.css';

const systemClock = () => new Date();

export interface RecommendationsPageProps {
  /** The clock 'New Releases' is measured against (tests pass a fixed one). */
  now?: () => Date;
}

/** Recommendations (/recommendations): picks from the watchlist and the viewing history, by category. */
export function RecommendationsPage({ now = systemClock }: RecommendationsPageProps) {
  useInsightsMessages();
  const { t } = useLingui();

  const { items, stats, isInWatchlist } = useWatchlist();
  const { preferences } = usePreferences();
  const [history] = useState(viewHistoryStore.getSnapshot);
  const [tab, setTab] = useState<RecommendationTab>('all');
  const genreName = useGenreNames();
  const hasProfile = items.length > 0 || history.length > 0;
  const at = useMemo(() => now(), [now]);
  const { favoriteGenres } = preferences;
  const genres = useMemo(() => visitorGenres(favoriteGenres, items, history), [favoriteGenres, items, history]);
  const query = useServiceQuery(
    recommendationsKey(items, history, favoriteGenres),
    (signal) => getRecommendations(items, history, favoriteGenres, at, signal),
    { enabled: hasProfile },
  );
  // A new key (a new seed item) keeps the previous list on screen until the new one arrives: no spinner flash.
  const previous = useRef<RecommendationSets>(undefined);
  if (query.data) previous.current = query.data;
  const data = query.data ?? (query.loading ? previous.current : undefined);
  // Titles added to the watchlist from this page leave the lists at once.
  const visible = useMemo(() => {
    if (!data) return undefined;
    const sets = {} as RecommendationSets;
    for (const id of RECOMMENDATION_CATEGORIES)
      sets[id] = data[id].filter(({ title }) => !isInWatchlist(title.id, titleMediaType(title)));
    return sets;
  }, [data, isInWatchlist]);
  const total = visible && allPicks(visible).length;

  const header = (
    <PageHeader
      title={t`Recommendations`}
      subtitle={t`Picks based on your watchlist and what you have viewed`}
      actions={
        hasProfile && (
          <Button variant="secondary" icon={icons.refresh} onClick={query.refetch} disabled={query.loading}>
            <Trans>Refresh</Trans>
          </Button>
        )
      }
    />
  );

  if (!hasProfile)
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          icon={icons.sparkles}
          title={t`Build Your Taste Profile`}
          message={t`Add movies and TV shows to your watchlist or open a few titles, and recommendations will follow.`}
          action={
            <AppLink to="/search" className={buttonClassName()}>
              <Trans>Explore Content</Trans>
            </AppLink>
          }
        />
      </div>
    );

  return (
    <div className={styles.page}>
      {header}
      <TasteStats
        total={total}
        failed={Boolean(query.error) && !query.loading}
        items={items}
        stats={stats}
        views={history.length}
      />
      {query.loading && !visible ? (
        <div className={styles.loading}>
          <Spinner label={t`Loading recommendations...`} showLabel />
        </div>
      ) : query.error && !visible ? (
        <ErrorState title={t`Failed to fetch recommendations`} onRetry={query.refetch} />
      ) : !visible || total === 0 ? (
        <EmptyState
          icon={icons.sparkles}
          title={t`No Recommendations Yet`}
          message={t`Nothing to suggest from your watchlist and history right now.`}
          action={
            <Button icon={icons.sparkles} onClick={query.refetch}>
              <Trans>Generate Recommendations</Trans>
            </Button>
          }
        />
      ) : (
        <RecommendationTabs
          sets={visible}
          genres={genres}
          watchlistSize={items.length}
          active={tab}
          onChange={setTab}
          genreName={genreName}
          servicesChosen={preferences.myServices.length > 0}
        />
      )}
    </div>
  );
}

export default RecommendationsPage;
