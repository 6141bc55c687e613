import type { RecommendationCategory } from './categories';
import { RECO_HIGHLY_RATED, RECO_TRENDING_POPULARITY, RECO_VOTE_FLOOR } from './constants';

export interface EmptyCategoryContext {
  genres: readonly number[];
  genreName: (id: number) => string | undefined;
  watchlistSize: number;
}

/** Why a category has no title, and when it is the visitor's to change, how to change it: one plain sentence or two. */
export function emptyCategoryText(category: RecommendationCategory, context: EmptyCategoryContext): string {
  switch (category) {
    case 'trending':
      return `No title trending this week is popular enough (popularity above ${RECO_TRENDING_POPULARITY}) and new to your watchlist. Try Refresh later.`;
    case 'highlyRated':
      return `No title rated ${RECO_HIGHLY_RATED} or more by at least ${RECO_VOTE_FLOOR} voters is left outside your watchlist.`;
    case 'newReleases':
      return 'No title released in the last year is left outside your watchlist.';
    case 'yourGenres': {
      if (context.genres.length === 0)
        return 'You have no favorite genres yet. Add a few titles to your watchlist or open some you like, and picks in their genres will show here.';
      const names = context.genres.map((id) => context.genreName(id)).filter(Boolean);
      return `No title in your top genres${names.length > 0 ? ` (${names.join(', ')})` : ''} is left outside your watchlist.`;
    }
    case 'similar':
      return context.watchlistSize === 0
        ? 'Your watchlist is empty. Add a title to it and titles like it will show here.'
        : 'The movie service has no similar titles for the first titles of your watchlist right now.';
  }
}
