import { t } from '@lingui/core/macro';
import type { RecommendationCategory } from './categories';
import { RECO_HIGHLY_RATED, RECO_TRENDING_POPULARITY, RECO_VOTE_FLOOR } from './constants';

export interface EmptyCategoryContext {
  genres: readonly number[];
  genreName: (id: number) => string | undefined;
  watchlistSize: number;
}

/** Why a category has no title, and when it is the visitor's to change, how to change it: one plain sentence or two. */
export function emptyCategoryText(category: RecommendationCategory, context: EmptyCategoryContext): string {
  const popularity = RECO_TRENDING_POPULARITY;
  const rating = RECO_HIGHLY_RATED;
  const voters = RECO_VOTE_FLOOR;
  switch (category) {
    case 'trending':
      return t`No title trending this week is popular enough (popularity above ${popularity}) and new to your watchlist. Try Refresh later.`;
    case 'highlyRated':
      return t`No title rated ${rating} or more by at least ${voters} voters is left outside your watchlist.`;
    case 'newReleases':
      return t`No title released in the last year is left outside your watchlist.`;
    case 'yourGenres': {
      if (context.genres.length === 0)
        return t`You have no favorite genres yet. Add a few titles to your watchlist or open some you like, and picks in their genres will show here.`;
      const names = context.genres.map((id) => context.genreName(id)).filter(Boolean);
      const list = names.join(', ');
      return names.length > 0
        ? t`No title in your top genres (${list}) is left outside your watchlist.`
        : t`No title in your top genres is left outside your watchlist.`;
    }
    case 'similar':
      return context.watchlistSize === 0
        ? t`Your watchlist is empty. Add a title to it and titles like it will show here.`
        : t`The movie service has no similar titles for the first titles of your watchlist right now.`;
  }
}
