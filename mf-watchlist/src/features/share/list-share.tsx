import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@reelist/i18n/react';
import type { UserList } from '@reelist/contracts';
import { AppLink, usePreferences } from '@reelist/state';
import { Button, icons, LinkShare } from '@reelist/ui';
import { SHARE_MESSAGES } from './constants';
import { madeLinkLabel } from './share-texts';
import styles from './share.module.css';

type Made = { url: string } | { error: string } | { off: true };

/** A link stands for the list as it was when made: a change to the list (its date moves) sets it aside. */
const versionOf = (list: UserList) => `${list.id}@${list.updatedAt}`;

/**
 * "Share link" for one of the visitor's lists, as the Watchlist's share panel does it: the list (name, description,
 * ranking, titles in order with their notes) compressed into the link's fragment, so nothing reaches a server, and
 * off while the "Share Watchlist" preference is. Meant for a wrapping row of actions: the link shows on a line of
 * its own below the buttons.
 */
export function ListShare({ list }: { list: UserList }) {
  // What it shows comes from plain functions too (SHARE_MESSAGES): it renders again when the language changes.
  useLingui();
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
        <Trans>Share link</Trans>
      </Button>
      {shown && (
        <div className={styles.listShare}>
          {'off' in shown && (
            <p className={styles.hint}>
              {SHARE_MESSAGES.off}{' '}
              <Trans>
                Turn on Share Watchlist in <AppLink to="/preferences">Preferences</AppLink> to share your list by link
                or QR code.
              </Trans>
            </p>
          )}
          {'error' in shown && (
            <p className={styles.error} role="alert">
              {shown.error}
            </p>
          )}
          {'url' in shown && <MadeListLink url={shown.url} count={count} name={list.name} />}
        </div>
      )}
    </>
  );
}

/** A list's link, its size and what a share sheet says with it, in the interface's language. */
function MadeListLink({ url, count, name }: { url: string; count: number; name: string }) {
  useLingui();
  return (
    <LinkShare
      url={url}
      label={madeLinkLabel(url, count)}
      shareTitle={name}
      shareText={plural(count, {
        one: `# title from my Reelist list “${name}”`,
        other: `# titles from my Reelist list “${name}”`,
      })}
    />
  );
}
