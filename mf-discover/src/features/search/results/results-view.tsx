import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, ErrorState, icons, MediaCardSkeleton } from '@reelist/ui';
import { cx } from '@reelist/ui';
import { firstScreenPoster, TitleCard } from '../../../lib/title-card';
import type { ResultsView as View } from '../search-url';
import type { SearchResults } from '../use-search-results';
import { PersonResult } from './person-result';
import { resultIdentity } from './result-identity';
import { ResultRow } from './result-row';
import styles from './results.module.css';

const SKELETONS = 12;

export interface ResultsViewProps {
  results: SearchResults;
  view: View;
  /** The text searched for, if any, for the summary line. */
  query: string;
  /** What the screen did to the loaded results itself (sorted, filtered), shown under the count. */
  note?: string;
  /** What 'Start Your Search' asks for (People are found by name only); a title or filters unless given. */
  startMessage?: string;
}

/**
 * The search states: 'Start Your Search', skeletons, 'Search Failed', 'No Results Found', or the results (titles
 * as title cards, people as person cards).
 */
export function ResultsView({ results, view, query, note, startMessage }: ResultsViewProps) {
  const { t } = useLingui();
  const failed = t`Failed to search. Please try again.`;
  if (results.status === 'idle')
    return (
      <EmptyState
        icon={icons.search}
        title={t`Start Your Search`}
        message={startMessage ?? t`Type a movie or TV show title above, or pick filters to browse.`}
      />
    );
  if (results.status === 'loading')
    return (
      <div className={cx(styles.grid, view === 'list' && styles.listSkeletons)} aria-busy="true">
        <span role="status" className="sr-only">
          <Trans>Loading results...</Trans>
        </span>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <MediaCardSkeleton key={i} size="fluid" />
        ))}
      </div>
    );
  if (results.status === 'error')
    return <ErrorState title={t`Search Failed`} message={results.error?.message || failed} onRetry={results.retry} />;
  // Filtering the loaded results can leave none while the service has more: Load More stays on offer.
  if (results.results.length === 0 && !results.hasMore)
    return (
      <EmptyState
        icon={icons.film}
        title={t`No Results Found`}
        message={query ? t`Nothing matched "${query}". Try other words or fewer filters.` : t`Try fewer filters.`}
      />
    );
  const total = results.totalResults;
  return (
    <div className={styles.results}>
      <p className={styles.summary} role="status">
        {query
          ? plural(total, { one: `# result for "${query}"`, other: `# results for "${query}"` })
          : plural(total, { one: '# result', other: '# results' })}
      </p>
      {note && <p className={styles.note}>{note}</p>}
      <ul className={view === 'grid' ? styles.grid : styles.list} aria-label={t`Search results`}>
        {results.results.map((title, index) => (
          <li key={resultIdentity(title)}>
            {title.media_type === 'person' ? (
              <PersonResult person={title} layout={view} photoPriority={firstScreenPoster(index)} />
            ) : view === 'grid' ? (
              <TitleCard title={title} size="fluid" posterPriority={firstScreenPoster(index)} />
            ) : (
              <ResultRow title={title} posterPriority={firstScreenPoster(index)} />
            )}
          </li>
        ))}
      </ul>
      {results.loadMoreError && (
        <p role="alert" className={styles.moreError}>
          {results.loadMoreError.message || failed}
        </p>
      )}
      {results.hasMore && (
        <Button
          variant="secondary"
          size="lg"
          className={styles.loadMore}
          disabled={results.loadingMore}
          onClick={results.loadMore}
        >
          {results.loadingMore ? t`Loading...` : t`Load More`}
        </Button>
      )}
    </div>
  );
}
