import { C } from '@reelist/contracts';
import type { Title, WatchlistItem } from '@reelist/contracts';
import { topWatchlistGenres } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { TitleCarousel } from './title-carousel';

/**
 * What the recommendations depend on: the seed items and the top genres. Adding or removing a later item does not
 * change it, so toggling a card elsewhere on Home does not reload this carousel.
 */
export function recommendedKey(watchlist: readonly WatchlistItem[]): string {
  const seeds = watchlist.slice(0, C.RECO_SEED_ITEMS).map((item) => `${item.media_type}:${item.id}`);
  return `recommended|${seeds.join(',')}|${topWatchlistGenres(watchlist).join(',')}`;
}

/** The ranking code loads only for visitors with a watchlist: nobody else sees this carousel. */
const loadRecommended = (items: readonly WatchlistItem[], signal: AbortSignal): Promise<Title[]> =>
  import('./api/get-recommended').then(({ getRecommended }) => getRecommended(items, signal));

/** Recommended for You: only when the watchlist has items (spec section 2). */
export function RecommendedCarousel() {
  const { items } = useWatchlist();
  if (items.length === 0) return null;
  return (
    <TitleCarousel
      title="Recommended for You"
      viewAllHref="/search?sort=vote_average.desc"
      queryKey={recommendedKey(items)}
      load={(signal) => loadRecommended(items, signal)}
      mediaType="movie"
    />
  );
}
