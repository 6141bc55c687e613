import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useRoute } from '@reelist/state';
import { Button, buttonClassName, cx, downloadBlob, Icon, icons, LinkShare, readFileBytes } from '@reelist/ui';
import { collectCompleteData } from '../../backup';
import {
  MOVE_FRAGMENT,
  MOVE_MESSAGES,
  moveFileName,
  moveLink,
  packMove,
  readMoveBytes,
  readMoveFragment,
} from './move-data';
import { formatDecimal } from '../../../lib/format';
import { MovePreview } from './move-preview';

import { useMove } from './use-move';
import section from '../preferences.module.css';
import styles from './move.module.css';

type Made = { url: string } | { message: string } | null;

/**
 * Preferences > Move to another device: everything this browser keeps (watchlist, watch log, reviews, ratings,
 * preferences, theme, histories, people followed, lists) as one compressed file and, when short enough, a link with
 * its QR code; on the other device the file or link is previewed, then merged by identity. Nothing goes through a
 * server.
 */
export function MoveSection({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const { navigate } = useRoute();
  const move = useMove();
  const [made, setMade] = useState<Made>(null);
  const [busy, setBusy] = useState(false);

  // A transfer link opens this page with the data in its fragment: read it once, and take it out of the address.
  useEffect(() => {
    const hash = window.location.hash;
    if (!hash.startsWith(MOVE_FRAGMENT)) return;
    void move.open(t`the transfer link`, readMoveFragment(hash));
    navigate('/preferences', { replace: true });
    // Once, on arrival.
  }, []);

  const pack = async () => packMove(await collectCompleteData(now()));

  const download = async () => {
    setBusy(true);
    const bytes = await pack();
    downloadBlob(new Blob([bytes], { type: 'application/octet-stream' }), moveFileName(now()));
    setBusy(false);
  };

  const makeLink = async () => {
    setBusy(true);
    const link = moveLink(window.location.origin, await pack());
    setMade('url' in link ? { url: link.url } : { message: MOVE_MESSAGES.tooLong(link.tooLong) });
    setBusy(false);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    void move.open(
      file.name,
      readFileBytes(file).then((buffer) => readMoveBytes(new Uint8Array(buffer))),
    );
  };

  const { state } = move;
  const linkSize = made && 'url' in made ? formatDecimal(made.url.length / 1024) : '';

  return (
    <section aria-labelledby={headingId} className={section.section}>
      <div>
        <h2 id={headingId} className={section.sectionTitle}>
          <Trans>Move to another device</Trans>
        </h2>
        <p className={section.sectionDescription}>
          <Trans>
            Everything Reelist keeps in this browser, in one file or link for your other device. It is merged with what
            that device has, and never goes through a server.
          </Trans>
        </p>
      </div>
      <div className={section.fields}>
        <div className={styles.actions}>
          <Button variant="secondary" icon={icons.download} onClick={() => void download()} disabled={busy}>
            <Trans>Download transfer file</Trans>
          </Button>
          <Button variant="secondary" icon={icons.link} onClick={() => void makeLink()} disabled={busy}>
            <Trans>Make transfer link</Trans>
          </Button>
        </div>
        {made && 'message' in made && <p className={styles.note}>{made.message}</p>}
        {made && 'url' in made && (
          <LinkShare
            url={made.url}
            label={t`Transfer link (${linkSize} KB): open it on your other device`}
            shareTitle={t`My Reelist data`}
            shareText={t`Open this link on the device that should get my Reelist data.`}
          />
        )}
        <div className={styles.actions}>
          <input
            id={inputId}
            type="file"
            accept=".reelist"
            className={`sr-only ${styles.fileInput}`}
            onChange={onFile}
          />
          <label htmlFor={inputId} className={cx(buttonClassName({ variant: 'secondary' }), styles.fileLabel)}>
            <Icon icon={icons.upload} size={18} />
            <Trans>Open transfer file</Trans>
          </label>
        </div>
        {state.phase === 'reading' && (
          <p role="status">
            <Trans>Reading the transfer…</Trans>
          </p>
        )}
        {state.phase === 'error' && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
        {state.phase === 'preview' && (
          <MovePreview
            source={state.source}
            plan={state.plan}
            onConfirm={(settings) => void move.confirm(settings)}
            onCancel={move.cancel}
          />
        )}
        {state.phase === 'done' && (
          <div className={styles.done} role="status">
            <span>{state.message}</span>
            {state.undo && (
              <Button size="sm" variant="secondary" onClick={state.undo}>
                <Trans>Undo</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
