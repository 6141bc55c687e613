import { Button, icons } from '@reelist/ui';
import { usePendingUpdate } from '../pwa/update-store';
import { Trans, useLingui } from '@lingui/react/macro';

/** 'Update' appears when a new service worker waits; it activates it and reloads. */
export function UpdateButton() {
  const applyUpdate = usePendingUpdate();
  const { t } = useLingui();
  if (!applyUpdate) return null;
  return (
    <Button size="sm" icon={icons.refresh} onClick={applyUpdate} title={t`A new version of Reelist is ready`}>
      <Trans>Update</Trans>
    </Button>
  );
}
