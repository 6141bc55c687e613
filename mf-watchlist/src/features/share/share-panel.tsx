import { useId, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WatchlistFilter } from '@reelist/contracts';
import { effectiveStatus, formatNumber } from '@reelist/domain';
import { AppLink, usePreferences, useWatchlist } from '@reelist/state';
import { ratingsStore, reviewsStore } from '@reelist/storage';
import { Button, icons, LinkShare, Select, statusLabel } from '@reelist/ui';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { madeLinkLabel } from './share-texts';
import { sharedListFragment, sharedListUrl } from './shared-list';
import styles from './share.module.css';

export interface SharePanelProps {
  /** The watchlist's current filter: the list shared first. */
  filter: WatchlistFilter;
}

/** A link made, or what went wrong: said in the language of the moment, so kept as a function. */
type Made = { url: string; count: number } | { error: () => string };

/**
 * Share a list by link: the items of one filter (id, type, status, title; ratings and reviews only when ticked),
 * compressed into the link's fragment, so nothing reaches a server. Off while the "Share Watchlist" preference is.
 */
export function SharePanel({ filter: initialFilter }: SharePanelProps) {
  const { t } = useLingui();
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
        const count = formatNumber(
          value === 'all' ? items.length : items.filter((i) => effectiveStatus(i) === value).length,
        );
        return { value, label: value === 'all' ? t`All (${count})` : `${statusLabel(value)} (${count})` };
      }),
    // t: the labels follow the language.
    [items, t],
  );

  if (!preferences.shareWatchlist) {
    return (
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>
          <Trans>Share</Trans>
        </h3>
        <p className={styles.hint}>
          {SHARE_MESSAGES.off}{' '}
          <Trans>
            Turn on Share Watchlist in <AppLink to="/preferences">Preferences</AppLink> to share your list by link or QR
            code.
          </Trans>
        </p>
      </div>
    );
  }

  const make = async () => {
    if (shared.length === 0) return setMade({ error: () => SHARE_MESSAGES.noItems });
    setBusy(true);
    const fragment = await sharedListFragment(shared, {
      filter,
      ...(feedback ? { feedback: { ratings: ratingsStore.getSnapshot(), reviews: reviewsStore.getSnapshot() } } : {}),
    });
    const url = sharedListUrl(window.location.origin, fragment);
    setBusy(false);
    const size = Math.ceil(url.length / 1024);
    setMade(
      url.length > SHARE_LIMITS.linkChars
        ? { error: () => SHARE_MESSAGES.tooLong(size) }
        : { url, count: shared.length },
    );
  };

  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        <Trans>Share</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          A link that holds the list itself: it opens in Reelist on any device, and nothing is sent to a server.
        </Trans>
      </p>
      <div className={styles.row}>
        <Select
          label={t`List to share`}
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
        <label htmlFor={checkboxId}>
          <Trans>Include ratings and reviews</Trans>
        </label>
      </div>
      <Button icon={icons.share} onClick={() => void make()} disabled={busy} aria-busy={busy}>
        <Trans>Share link</Trans>
      </Button>
      {made && 'error' in made && (
        <p className={styles.error} role="alert">
          {made.error()}
        </p>
      )}
      {made && 'url' in made && <MadeLink url={made.url} count={made.count} />}
    </div>
  );
}

/** The link made, its size and what a share sheet says with it, in the interface's language. */
function MadeLink({ url, count }: { url: string; count: number }) {
  const { t } = useLingui();
  return (
    <LinkShare
      url={url}
      label={madeLinkLabel(url, count)}
      shareTitle={t`My Reelist watchlist`}
      shareText={plural(count, {
        one: '# title from my Reelist watchlist',
        other: '# titles from my Reelist watchlist',
      })}
    />
  );
}

export default SharePanel;
