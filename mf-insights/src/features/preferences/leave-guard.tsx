import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { isPlainLeftClick } from '@reelist/domain';
import { useRoute } from '@reelist/state';
import { Button, Modal } from '@reelist/ui';
import styles from './preferences.module.css';

/** The in-app path a plain left click on this link would open, or undefined when the click is not one to guard. */
function inAppTarget(event: MouseEvent): string | undefined {
  if (!isPlainLeftClick(event)) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.closest('[role="dialog"]')) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}${window.location.hash}` ? undefined : path;
}

/**
 * Asks before an unsaved change is left behind. The shell routes with a declarative BrowserRouter (no data router,
 * so no useBlocker): a capture-phase click listener on the document stops in-app links, the header's included,
 * before the router sees them, and `beforeunload` covers a reload or a closed tab.
 */
export function LeaveGuard({ unsaved, onSave }: { unsaved: boolean; onSave: () => void }) {
  const { navigate } = useRoute();
  const { t } = useLingui();
  const [leavingTo, setLeavingTo] = useState<string>();
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onClick = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (path === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);

  const leave = (save: boolean) => {
    const path = leavingTo;
    setLeavingTo(undefined);
    if (path === undefined) return;
    if (save) onSave();
    navigate(path);
  };

  return (
    <Modal
      open={leavingTo !== undefined}
      onClose={() => setLeavingTo(undefined)}
      title={t`Leave without saving?`}
      initialFocusRef={stayRef}
    >
      <p>
        <Trans>Your changes to Preferences are not saved yet. Leaving now loses them.</Trans>
      </p>
      <div className={styles.leaveActions}>
        <Button ref={stayRef} variant="secondary" onClick={() => setLeavingTo(undefined)}>
          <Trans>Stay</Trans>
        </Button>
        <Button variant="secondary" onClick={() => leave(false)}>
          <Trans>Leave without saving</Trans>
        </Button>
        <Button onClick={() => leave(true)}>
          <Trans>Save and leave</Trans>
        </Button>
      </div>
    </Modal>
  );
}
