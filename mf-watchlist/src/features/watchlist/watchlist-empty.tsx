import { Trans, useLingui } from '@lingui/react/macro';
import type { WatchlistFilter } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { buttonClassName, EmptyState, icons, statusLabel } from '@reelist/ui';

/**
 * The spec's empty states: the whole list under All, one status under the other filters (and one tag, when the
 * Tag filter is on: the tag itself has items, just none of this status).
 */
export function WatchlistEmpty({ filter, tag = null }: { filter: WatchlistFilter; tag?: string | null }) {
  const { t } = useLingui();
  if (filter === 'all') {
    return (
      <EmptyState
        icon={icons.bookmark}
        title={t`Your watchlist is empty`}
        message={t`Start adding movies and TV shows to keep track of what you want to watch`}
        action={
          <AppLink to="/search" className={buttonClassName()}>
            <Trans>Browse Content</Trans>
          </AppLink>
        }
      />
    );
  }
  const status = statusLabel(filter);
  if (tag !== null) {
    return (
      <EmptyState
        icon={icons.filter}
        title={t`No ${status} items tagged ${tag}`}
        message={t`None of your items tagged ${tag} is marked as ${status}`}
      />
    );
  }
  return (
    <EmptyState
      icon={icons.filter}
      title={t`No ${status} items`}
      message={t`You don't have any items marked as ${status}`}
    />
  );
}
