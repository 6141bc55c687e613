import { Button, icons } from '@reelist/ui';
import { usePendingUpdate } from '../pwa/update-store';

/** 'Update' appears when a new service worker waits; it activates it and reloads. */
export function UpdateButton() {
  const applyUpdate = usePendingUpdate();
  if (!applyUpdate) return null;
  return (
    <Button size="sm" icon={icons.refresh} onClick={applyUpdate} title="A new version of Reelist is ready">
      Update
    </Button>
  );
}
