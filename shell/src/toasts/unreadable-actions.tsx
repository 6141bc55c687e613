import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { bus } from '@reelist/event-bus';
import { releaseUnreadable, unreadableValue } from '@reelist/storage';
import { Button, downloadBlob } from '@reelist/ui';
import { storageLabel } from '../services/storage-labels';
import type { KeptUnreadable } from '../services/toast-queue';

export const unreadableFileName = (key: string): string => `${key}.txt`;
export const resetQuestion = (stored: string): string => {
  const label = storageLabel(stored);
  return t`Reset your ${label}? The part that could not be read will be lost, unless you downloaded it.`;
};

export interface UnreadableActionsProps {
  data: KeptUnreadable;
  /** The value is no longer kept: its toast has nothing left to offer. */
  onReleased: () => void;
}

/**
 * What a visitor can do with stored data that could not be read nor backed up: save it as a file (as stored, byte
 * for byte), or reset it so the app can save again. Downloading changes nothing: the page cannot tell whether the
 * file was really saved, so only the reset lets storage write over the value.
 */
export function UnreadableActions({ data, onReleased }: UnreadableActionsProps) {
  const label = storageLabel(data.label);
  const download = () => {
    const raw = unreadableValue(data.key);
    // Another tab reset it meanwhile: nothing is kept any more.
    if (raw === null) return onReleased();
    const fileName = unreadableFileName(data.key);
    downloadBlob(new Blob([raw], { type: 'text/plain' }), fileName);
    bus.publish('toast:show', { message: t`Downloaded your ${label} as ${fileName}.`, kind: 'success' });
  };
  const reset = () => {
    if (!window.confirm(resetQuestion(data.label))) return;
    // A failed write is announced by storage like any other; the value is released either way.
    const { ok } = releaseUnreadable(data.key);
    onReleased();
    if (ok) bus.publish('toast:show', { message: t`Your ${label} was reset.`, kind: 'info' });
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={download}>
        <Trans>Download it</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={reset}>
        <Trans>Reset it</Trans>
      </Button>
    </>
  );
}
