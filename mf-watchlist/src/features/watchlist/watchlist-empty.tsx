import type { WatchlistFilter } from '@reelist/contracts';
import { STATUS_LABELS } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { buttonClassName, EmptyState, icons } from '@reelist/ui';

/**
 * The spec's empty states: the whole list under All, one status under the other filters (and one tag, when the
 * Tag filter is on: the tag itself has items, just none of this status).
 */
export function WatchlistEmpty({ filter, tag = null }: { filter: WatchlistFilter; tag?: string | null }) {
  if (filter === 'all') {
    return (
      <EmptyState
        icon={icons.bookmark}
        title="Your watchlist is empty"
        message="Start adding movies and TV shows to keep track of what you want to watch"
        action={
          <AppLink to="/search" className={buttonClassName()}>
            Browse Content
          </AppLink>
        }
      />
    );
  }
  const label = STATUS_LABELS[filter];
  if (tag !== null) {
    return (
      <EmptyState
        icon={icons.filter}
        title={`No ${label} items tagged ${tag}`}
        message={`None of your items tagged ${tag} is marked as ${label}`}
      />
    );
  }
  return (
    <EmptyState
      icon={icons.filter}
      title={`No ${label} items`}
      message={`You don't have any items marked as ${label}`}
    />
  );
}
