import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Icon, icons, useBrowserValue, useCopyConfirmation } from '@reelist/ui';
import styles from './share-menu.module.css';
import { SHARE_TARGETS_IN_USE } from '../../../lib/constants';
import { shareUrls } from './share-urls';

export interface ShareMenuProps {
  overview: string | undefined;
  /** Defaults to the current page's address. */
  pageUrl?: string;
}

const LABELS: Record<(typeof SHARE_TARGETS_IN_USE)[number], MessageDescriptor> = {
  twitter: msg`Share on Twitter`,
  facebook: msg`Share on Facebook`,
};

/** A Share disclosure: twitter and facebook links, and a copy-link action confirming for 2 s. */
export function ShareMenu({ overview, pageUrl }: ShareMenuProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopyConfirmation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // The server knows no address to share; the menu is closed until the browser, which does, runs the page.
  const address = useBrowserValue(
    () => window.location.href,
    () => '',
  );
  const url = pageUrl ?? address;
  const links = shareUrls(url, overview);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <Button
        variant="secondary"
        icon={icons.share}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Share</Trans>
      </Button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {SHARE_TARGETS_IN_USE.map((target) => (
            <li key={target}>
              <a className={styles.item} href={links[target]} target="_blank" rel="noopener noreferrer">
                <Icon icon={icons.externalLink} size={16} />
                {i18n._(LABELS[target])}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={() => void copy(url)}>
              <Icon icon={copied === 'copied' ? icons.check : icons.link} size={16} />
              {copied === 'copied' ? t`Link copied!` : t`Copy link`}
            </button>
          </li>
        </ul>
        <p className={styles.status} role="status">
          {copied === 'copied' ? t`Link copied to clipboard` : copied === 'failed' ? t`Could not copy the link` : ''}
        </p>
      </div>
    </div>
  );
}
