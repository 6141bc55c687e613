import { useState } from 'react';
import type { UserList } from '@reelist/contracts';
import { plural } from '@reelist/domain';
import { AppLink, usePreferences } from '@reelist/state';
import { Button, icons, LinkShare } from '@reelist/ui';
import { SHARE_MESSAGES } from './constants';
import styles from './share.module.css';

type Made = { url: string } | { error: string } | { off: true };

const kilobytes = (url: string): string => (url.length / 1024).toFixed(1);

/** A link stands for the list as it was when made: a change to the list (its date moves) sets it aside. */
const versionOf = (list: UserList) => `${list.id}@${list.updatedAt}`;

/**
 * "Share link" for one of the visitor's lists, as the Watchlist's share panel does it: the list (name, description,
 * ranking, titles in order with their notes) compressed into the link's fragment, so nothing reaches a server, and
 * off while the "Share Watchlist" preference is. Meant for a wrapping row of actions: the link shows on a line of
 * its own below the buttons.
 */
export function ListShare({ list }: { list: UserList }) {
  const { preferences } = usePreferences();
  const [made, setMade] = useState<(Made & { version: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = made?.version === versionOf(list) ? made : null;
  const count = list.items.length;

  const make = async () => {
    const version = versionOf(list);
    if (!preferences.shareWatchlist) return setMade({ off: true, version });
    setBusy(true);
    try {
      // The link's code loads on the first press, not with the list page.
      const { makeListLink } = await import('./list-link');
      setMade({ ...(await makeListLink(list, window.location.origin)), version });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={icons.share}
        onClick={() => void make()}
        disabled={busy || count === 0}
        aria-busy={busy}
      >
        Share link
      </Button>
      {shown && (
        <div className={styles.listShare}>
          {'off' in shown && (
            <p className={styles.hint}>
              {SHARE_MESSAGES.off} Turn on Share Watchlist in <AppLink to="/preferences">Preferences</AppLink> to share
              your list by link or QR code.
            </p>
          )}
          {'error' in shown && (
            <p className={styles.error} role="alert">
              {shown.error}
            </p>
          )}
          {'url' in shown && (
            <LinkShare
              url={shown.url}
              label={`Link to your list (${count === 1 ? '1 item' : `${count} items`}, ${kilobytes(shown.url)} KB)`}
              shareTitle={list.name}
              shareText={`${plural(count, 'title', 'titles', { grouped: true })} from my Reelist list “${list.name}”`}
            />
          )}
        </div>
      )}
    </>
  );
}
