import { useWatchlist } from '@reelist/state';
import { getRecommended, recommendedKey } from './api/get-recommended';
import { TitleCarousel } from './title-carousel';

/** Recommended for You: only when the watchlist has items (spec section 2). */
export function RecommendedCarousel() {
  const { items } = useWatchlist();
  if (items.length === 0) return null;
  return (
    <TitleCarousel
      title="Recommended for You"
      viewAllHref="/search?sort=vote_average.desc"
      queryKey={recommendedKey(items)}
      load={(signal) => getRecommended(items, signal)}
      mediaType="movie"
    />
  );
}
