import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { RECO_SEED_ITEMS } from './constants';
import { topWatchlistGenres } from './top-genres';

/**
 * What the service-driven recommendations depend on: the seed items and the top genres, as one string. Adding or
 * removing a later item leaves it unchanged, so a screen keyed on it does not reload when a card is toggled.
 */
export function recommendationInputs(
  watchlist: readonly Pick<WatchlistItem, 'id' | 'media_type' | 'genre_ids'>[],
): string {
  const seeds = watchlist.slice(0, RECO_SEED_ITEMS).map((item) => titleIdentity(item.media_type, item.id));
  return `${seeds.join(',')}|${topWatchlistGenres(watchlist).join(',')}`;
}
