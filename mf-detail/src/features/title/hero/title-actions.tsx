import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WATCHLIST_STATUSES } from '@reelist/contracts';
import type { MediaType, Title, WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { useWatchlist } from '@reelist/state';
import { watchlistStore } from '@reelist/storage';
import { Button, Icon, icons, Select, statusLabel } from '@reelist/ui';
import { AddToList, listTitle } from '../../../lib/add-to-list';
import { displayTitle } from '../../../lib/title-text';
import { ShareMenu } from './share-menu';
import styles from './detail-hero.module.css';

export interface TitleActionsProps {
  title: Title;
  mediaType: MediaType;
}

const statusOf = (item: WatchlistItem): WatchlistStatus => item.status ?? 'want_to_watch';

/**
 * The watchlist toggle with the item's status beside it, Add to list (the visitor's own lists), Share, and the
 * Official Website link when the title has a homepage. Removing says what it removed (the title and its status) and
 * offers Undo, which puts the item back as it was, status and date added included.
 */
export function TitleActions({ title, mediaType }: TitleActionsProps) {
  const { t } = useLingui();
  const { items, add, remove, updateStatus } = useWatchlist();
  const item = items.find((entry) => entry.id === title.id && entry.media_type === mediaType);
  const [removed, setRemoved] = useState<WatchlistItem | null>(null);
  // Only web addresses become links: a service answering `javascript:` must not get a clickable script.
  const homepage = title.homepage && /^https?:\/\//i.test(title.homepage) ? title.homepage : undefined;
  // A legacy status (On Hold, Dropped) stays a choice for the item that has it, so the select shows it truly.
  const statuses =
    item && !WATCHLIST_STATUSES.includes(statusOf(item)) ? [...WATCHLIST_STATUSES, statusOf(item)] : WATCHLIST_STATUSES;

  const toggle = () => {
    if (item) {
      remove(item.id, item.media_type);
      setRemoved(item);
    } else {
      add(title, mediaType);
      setRemoved(null);
    }
  };

  const undo = () => {
    // The item as it was, stamped now so the restore wins over the removal in every tab's merge.
    if (removed) void watchlistStore.add({ ...removed, updatedAt: new Date().toISOString() });
    setRemoved(null);
  };

  return (
    <div className={styles.actions}>
      <Button
        variant={item ? 'secondary' : 'primary'}
        icon={item ? icons.check : icons.plus}
        aria-pressed={Boolean(item)}
        onClick={toggle}
      >
        {item ? t`In Watchlist` : t`Add to Watchlist`}
      </Button>
      {item && (
        <Select
          label={t`Status`}
          hideLabel
          className={styles.status}
          value={statusOf(item)}
          options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(status) => updateStatus(item.id, item.media_type, status)}
        />
      )}
      <AddToList
        title={listTitle(
          mediaType,
          title.id,
          displayTitle(title),
          title.poster_path,
          title.release_date || title.first_air_date,
        )}
      />
      <ShareMenu overview={title.overview} />
      {homepage && (
        <a className={styles.website} href={homepage} target="_blank" rel="noopener noreferrer">
          <Icon icon={icons.globe} size={18} />
          <Trans>Official Website</Trans>
        </a>
      )}
      {/* Always present, so screen readers hear the message when it comes; it takes no room while empty. */}
      <p role="status" className={removed ? styles.removed : 'sr-only'}>
        {removed && <RemovedNotice name={displayTitle(title)} status={statusOf(removed)} />}
      </p>
      {removed && (
        <Button variant="secondary" size="sm" onClick={undo}>
          <Trans>Undo</Trans>
        </Button>
      )}
    </div>
  );
}

/** What Remove took away, with the status it had: 'Removed Fight Club (Watching) from your watchlist.' */
function RemovedNotice({ name, status }: { name: string; status: WatchlistStatus }) {
  const { t } = useLingui();
  const state = statusLabel(status);
  return <>{t`Removed ${name} (${state}) from your watchlist.`}</>;
}
