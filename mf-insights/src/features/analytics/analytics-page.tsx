import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { AppLink, useWatchlist } from '@reelist/state';
import { useWatchLog } from '@reelist/state/watch-log';
import { buttonClassName, EmptyState, Icon, icons, PageHeader, Spinner } from '@reelist/ui';
import { useGenreNames } from '../../lib/genre-names';
import { computeSearchStats } from '../../lib/stats/search-stats';
import { computeViewingStats } from '../../lib/stats/viewing-stats';
import { computeWatchStats } from '../../lib/stats/watch-stats';
import { DataPanel, useBackup } from '../backup';
import { DailyActivity } from './daily-activity';
import { OverviewCards, SummaryCards } from './overview-cards';
import { SearchStatistics } from './search-statistics';
import { useHistories } from './use-histories';
import { TvCards, YearLinks } from './watch-log-figures';
import { WatchedPeople } from './watched-people';
import { useKeptTitleFacts, useWatchedGenres, WatchedCalendar, WatchedCards, WatchedCharts } from './watched-section';
import { ContentTypes, FavoriteGenres, HourlyChart } from './viewing-charts';
import styles from './analytics.module.css';

const systemClock = () => new Date();

export interface AnalyticsPageProps {
  /** The clock the statistics are computed against (tests pass a fixed one). */
  now?: () => Date;
}

/** The Analytics Dashboard (/analytics): viewing and search statistics, export and backup restore. */
export function AnalyticsPage({ now = systemClock }: AnalyticsPageProps) {
  const { t } = useLingui();
  const histories = useHistories();

  const backup = useBackup(now);
  const genreName = useGenreNames();
  const log = useWatchLog();
  const { items } = useWatchlist();
  const facts = useKeptTitleFacts();
  const genresOf = useWatchedGenres(items, facts);
  const stats = useMemo(() => {
    if (!histories) return undefined;
    const at = now();
    return {
      at,
      viewing: computeViewingStats(histories.viewHistory, at),
      search: computeSearchStats(histories.searchHistory),
      watched: computeWatchStats(log ?? [], items, at, genresOf),
    };
  }, [histories, now, log, items, genresOf]);

  // What was watched (the log, Watched items) counts as data as much as the pages opened.
  const empty =
    stats && stats.viewing.totalViews === 0 && stats.search.totalSearches === 0 && stats.watched.viewings === 0;
  return (
    <div className={styles.page}>
      <AppLink to="/" className={styles.back}>
        <Icon icon={icons.arrowLeft} size={18} />
        <Trans>Back to Home</Trans>
      </AppLink>
      <PageHeader
        title={t`Analytics Dashboard`}
        subtitle={t`Your viewing and search activity, kept only in this browser`}
        actions={<DataPanel backup={backup} />}
      />
      {!stats ? (
        <div className={styles.loading}>
          <Spinner label={t`Loading analytics...`} showLabel />
        </div>
      ) : empty ? (
        <EmptyState
          icon={icons.chart}
          title={t`No Analytics Data`}
          message={t`Start watching movies to see your analytics!`}
          action={
            <AppLink to="/search" className={buttonClassName()}>
              <Trans>Explore Content</Trans>
            </AppLink>
          }
        />
      ) : (
        <>
          <OverviewCards stats={stats.viewing} />
          <h2 className={styles.sectionTitle}>
            <Trans>What You Watched</Trans>
          </h2>
          <WatchedCards stats={stats.watched} />
          {log && <TvCards log={log} />}
          <div className={styles.grid}>
            <WatchedCalendar stats={stats.watched} now={stats.at} />
            <WatchedCharts stats={stats.watched} genreName={genreName} />
            {log && <WatchedPeople log={log} facts={facts} />}
          </div>
          {log && <YearLinks log={log} />}
          <h2 className={styles.sectionTitle}>
            <Trans>Pages You Opened and Searches</Trans>
          </h2>
          <div className={styles.grid}>
            <HourlyChart pattern={stats.viewing.hourlyPattern} />
            <ContentTypes mediaTypes={stats.viewing.mediaTypes} />
            <FavoriteGenres topGenres={stats.viewing.topGenres} genreName={genreName} />
            <SearchStatistics stats={stats.search} />
            <DailyActivity pattern={stats.viewing.dailyPattern} now={stats.at} />
          </div>
          <SummaryCards viewing={stats.viewing} search={stats.search} />
        </>
      )}
    </div>
  );
}

export default AnalyticsPage;
