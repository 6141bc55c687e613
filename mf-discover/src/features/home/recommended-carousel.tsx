import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { Title, WatchlistItem } from '@reelist/contracts';
import { recommendationInputs } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { TitleCarousel } from './title-carousel';

/** Toggling a card elsewhere on Home leaves the recommendation inputs unchanged, so this carousel does not reload. */
export const recommendedKey = (watchlist: readonly WatchlistItem[]): string =>
  `recommended|${recommendationInputs(watchlist)}`;

/** The ranking code loads only for visitors with a watchlist: nobody else sees this carousel. */
const loadRecommended = (items: readonly WatchlistItem[], signal: AbortSignal): Promise<Title[]> =>
  import('./api/get-recommended').then(({ getRecommended }) => getRecommended(items, signal));

// Its code loads only for a watchlist with shows under way or done (a followed one may have a new episode).
const ContinueWatching = lazy(() => import('./continue-watching/continue-watching'));

/** Continue Watching, first of the rows, when a show in the watchlist is Watching or Watched. */
export function ContinueWatchingRow() {
  const { items } = useWatchlist();
  return items.some((item) => item.media_type === 'tv' && /^watch(ing|ed)$/.test(item.status ?? '')) ? (
    <Suspense>
      <ContinueWatching items={items} />
    </Suspense>
  ) : null;
}

/** Recommended for You: only when the watchlist has items. */
export function RecommendedCarousel() {
  const { items } = useWatchlist();
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <TitleCarousel
      title={t`Recommended for You`}
      viewAllHref="/search?sort=vote_average.desc"
      queryKey={recommendedKey(items)}
      load={(signal) => loadRecommended(items, signal)}
      mediaType="movie"
    />
  );
}
