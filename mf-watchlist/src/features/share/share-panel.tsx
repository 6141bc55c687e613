import { useId, useMemo, useState } from 'react';
import type { WatchlistFilter } from '@reelist/contracts';
import { STATUS_LABELS } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import { AppLink, usePreferences, useWatchlist } from '@reelist/state';
import { ratingsStore, reviewsStore } from '@reelist/storage';
import { Button, icons, LinkShare, Select } from '@reelist/ui';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { sharedListFragment, sharedListUrl } from './shared-list';
import styles from './share.module.css';

export interface SharePanelProps {
  /** The watchlist's current filter: the list shared first. */
  filter: WatchlistFilter;
}

type Made = { url: string; count: number } | { error: string };

const kilobytes = (url: string): string => (url.length / 1024).toFixed(1);

const FILTER_LABELS: Record<WatchlistFilter, string> = { all: 'All', ...STATUS_LABELS };

/**
 * Share a list by link: the items of one filter (id, type, status, title; ratings and reviews only when ticked),
 * compressed into the link's fragment, so nothing reaches a server. Off while the "Share Watchlist" preference is.
 */
export function SharePanel({ filter: initialFilter }: SharePanelProps) {
  const { preferences } = usePreferences();
  const { items } = useWatchlist();
  const [filter, setFilter] = useState<WatchlistFilter>(initialFilter);
  const [feedback, setFeedback] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();

  const shared = useMemo(
    () => (filter === 'all' ? items : items.filter((item) => effectiveStatus(item) === filter)),
    [items, filter],
  );
  const options = useMemo(
    () =>
      (['all', 'want_to_watch', 'watching', 'watched'] as const).map((value) => {
        const count = value === 'all' ? items.length : items.filter((i) => effectiveStatus(i) === value).length;
        return { value, label: `${FILTER_LABELS[value]} (${count})` };
      }),
    [items],
  );

  if (!preferences.shareWatchlist) {
    return (
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Share</h3>
        <p className={styles.hint}>
          {SHARE_MESSAGES.off} Turn on Share Watchlist in <AppLink to="/preferences">Preferences</AppLink> to share your
          list by link or QR code.
        </p>
      </div>
    );
  }

  const make = async () => {
    if (shared.length === 0) return setMade({ error: SHARE_MESSAGES.noItems });
    setBusy(true);
    const fragment = await sharedListFragment(shared, {
      filter,
      ...(feedback ? { feedback: { ratings: ratingsStore.getSnapshot(), reviews: reviewsStore.getSnapshot() } } : {}),
    });
    const url = sharedListUrl(window.location.origin, fragment);
    setBusy(false);
    setMade(
      url.length > SHARE_LIMITS.linkChars
        ? { error: SHARE_MESSAGES.tooLong(Math.ceil(url.length / 1024)) }
        : { url, count: shared.length },
    );
  };

  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>Share</h3>
      <p className={styles.hint}>
        A link that holds the list itself: it opens in Reelist on any device, and nothing is sent to a server.
      </p>
      <div className={styles.row}>
        <Select
          label="List to share"
          value={filter}
          options={options}
          onChange={(next) => {
            setFilter(next);
            setMade(null);
          }}
        />
      </div>
      <div className={styles.check}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={feedback}
          onChange={(event) => {
            setFeedback(event.currentTarget.checked);
            setMade(null);
          }}
        />
        <label htmlFor={checkboxId}>Include ratings and reviews</label>
      </div>
      <Button icon={icons.share} onClick={() => void make()} disabled={busy} aria-busy={busy}>
        Share link
      </Button>
      {made && 'error' in made && (
        <p className={styles.error} role="alert">
          {made.error}
        </p>
      )}
      {made && 'url' in made && (
        <LinkShare
          url={made.url}
          label={`Link to your list (${made.count === 1 ? '1 item' : `${made.count} items`}, ${kilobytes(made.url)} KB)`}
          shareTitle="My Reelist watchlist"
          shareText={`${made.count === 1 ? '1 title' : `${made.count} titles`} from my Reelist watchlist`}
        />
      )}
    </div>
  );
}

export default SharePanel;
