import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { WatchLogEntry } from '@reelist/contracts';
import { AppLink, useWatchlist } from '@reelist/state';
import { useWatchLog } from '@reelist/state/watch-log';
import { ratingsStore, visitorRating } from '@reelist/storage';
import { buttonClassName, EmptyState, Icon, icons, PageHeader, Spinner } from '@reelist/ui';
import { useGenreNames } from '../../lib/genre-names';
import { useTitleFacts } from '../../lib/title-facts/use-title-facts';
import type { TitleRef } from '../../lib/title-facts/fetch-title-facts';
import { countTitles, countViewings } from '../../lib/counts';
import { FactsProgress } from './facts-progress';
import { HeadlineFigures } from './headline-figures';
import { FirstAndLast, HighestRated, PeopleList } from './people-and-titles';
import { recapOf } from './share/recap';
import { ShareActions } from './share/share-actions';
import { localZone, viewingTime } from '../../lib/viewing-time/viewing-time';
import type { Zone } from '../../lib/viewing-time/viewing-time';
import { DecadeChart, GenreChart, MonthChart, NewVersusRewatch, RatingChart } from './year-charts';
import { YearNav } from './year-nav';
import { viewingsByYear } from '../../lib/viewing-time/viewings-by-year';
import { parseYear, yearOfAddress } from './year-of-address';
import type { YearOfAddress } from './year-of-address';
import { computeYearReview } from './year-stats';
import styles from './year-review.module.css';

/** The distinct titles viewed in `year`, the ones whose facts the review needs. */
function titlesOfYear(log: readonly WatchLogEntry[], year: number, zone: Zone): TitleRef[] {
  const titles = new Map<string, TitleRef>();
  for (const entry of log) {
    if (viewingTime(entry.watchedAt, zone)?.year !== year) continue;
    const key = titleIdentity(entry.media_type, entry.id);
    if (!titles.has(key)) titles.set(key, { id: entry.id, media_type: entry.media_type });
  }
  return [...titles.values()];
}

export interface YearReviewPageProps {
  /** The year as it appears in the address (`/analytics/year/2024`). */
  year: string;
  /** The reader's time zone (tests pass others). */
  zone?: Zone;
  /** The present moment: this year is the last with a review (tests pass a fixed one). */
  now?: () => Date;
}

/** The year the page is about: the address's when it has a review; while the log is read, one up to this year. */
function shownYear(address: YearOfAddress | null, text: string, thisYear: number): number | undefined {
  if (address) return 'year' in address ? address.year : undefined;
  const year = parseYear(text);
  return year !== undefined && year <= thisYear ? year : undefined;
}

/** Year in Review (/analytics/year/{yyyy}): the year's viewings as figures, charts and a shareable image. */
export function YearReviewPage({ year: yearText, zone = localZone, now = () => new Date() }: YearReviewPageProps) {
  const { t } = useLingui();
  const log = useWatchLog();
  const years = useMemo(() => (log ? viewingsByYear(log, zone) : []), [log, zone]);
  const thisYear = viewingTime(now().toISOString(), zone)?.year ?? now().getFullYear();
  const address = log
    ? yearOfAddress(
        yearText,
        years.map((entry) => entry.year),
        thisYear,
      )
    : null;
  const year = shownYear(address, yearText, thisYear);
  const { items } = useWatchlist();
  const genreName = useGenreNames();
  const wanted = useMemo(() => (log && year !== undefined ? titlesOfYear(log, year, zone) : null), [log, year, zone]);
  const { facts, progress, error, resume } = useTitleFacts(wanted);
  // The visitor's one rating of each title, as Detail shows and edits it (a change there shows here at once).
  const ratings = useSyncExternalStore(ratingsStore.subscribe, ratingsStore.getSnapshot);
  const review = useMemo(
    () =>
      log && year !== undefined && facts
        ? computeYearReview(log, year, {
            factsOf: (key) => facts.get(key),
            ratingOf: (key) => visitorRating(ratings[key]),
            zone,
          })
        : undefined,
    [log, year, facts, zone, ratings],
  );
  const listed = useMemo(
    () => new Map(items.map((item) => [titleIdentity(item.media_type, item.id), item.title])),
    [items],
  );
  const nameOf = useCallback(
    (entry: WatchLogEntry) => {
      const key = titleIdentity(entry.media_type, entry.id);
      const { id } = entry;
      const fallback = entry.media_type === 'tv' ? t`TV Show #${id}` : t`Movie #${id}`;
      return facts?.get(key)?.name || listed.get(key) || fallback;
    },
    [facts, listed, t],
  );
  const recap = useMemo(() => review && recapOf(review, genreName, nameOf), [review, genreName, nameOf]);

  const title = year === undefined ? t`Year in Review` : t`${year} in Review`;
  const viewings = countViewings(review?.viewings ?? 0);
  const titles = countTitles(review?.titles ?? 0);
  const notFound = address && 'notFound' in address ? address.notFound : '';
  const next =
    years.length > 0
      ? t`Pick one of the years with viewings on Analytics.`
      : t`Mark titles as watched or import your history from another service, and your years show on Analytics.`;
  return (
    <div className={styles.page}>
      <AppLink to="/analytics" className={styles.back}>
        <Icon icon={icons.arrowLeft} size={18} />
        <Trans>Back to Analytics</Trans>
      </AppLink>
      <PageHeader
        title={title}
        subtitle={review && review.viewings > 0 ? t`${viewings} of ${titles}` : undefined}
        actions={recap && review && review.viewings > 0 ? <ShareActions recap={recap} /> : undefined}
      />
      {address && 'notFound' in address ? (
        <>
          <YearNav years={years} />
          <EmptyState
            icon={icons.calendar}
            title={t`Year Not Found`}
            message={`${notFound} ${next}`}
            action={
              <AppLink to="/analytics" className={buttonClassName()}>
                <Trans>Go to Analytics</Trans>
              </AppLink>
            }
          />
        </>
      ) : year === undefined || !review ? (
        <div className={styles.loading}>
          <Spinner label={t`Loading your year...`} showLabel />
        </div>
      ) : (
        <>
          <YearNav years={years} current={year} />
          {review.viewings === 0 ? (
            <EmptyState
              icon={icons.calendar}
              title={t`No viewings in ${year}`}
              message={t`Mark titles as watched or import your history from another service, and your year shows here.`}
              action={
                <AppLink to="/watchlist" className={buttonClassName()}>
                  <Trans>Go to Watchlist</Trans>
                </AppLink>
              }
            />
          ) : (
            <>
              <FactsProgress progress={progress} error={error} onResume={resume} />
              <HeadlineFigures review={review} />
              <div className={styles.grid}>
                <MonthChart months={review.months} />
                <GenreChart genres={review.genres} genreName={genreName} />
                <PeopleList title={t`Top directors`} people={review.directors} />
                <PeopleList title={t`Top actors`} people={review.actors} />
                <DecadeChart decades={review.decades} />
                <RatingChart ratings={review.ratings} averageRating={review.averageRating} />
                <HighestRated titles={review.highestRated} nameOf={nameOf} />
                <NewVersusRewatch review={review} />
                {review.first && review.last && (
                  <FirstAndLast first={review.first} last={review.last} nameOf={nameOf} />
                )}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}

export default YearReviewPage;
