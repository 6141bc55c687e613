import { useOnline } from '@reelist/state';
import { Icon, icons } from '@reelist/ui';
import styles from './header.module.css';
import { Trans } from '@lingui/react/macro';

/** The online/offline indicator: a visible pill while offline; a status region so the change is announced. */
export function ConnectivityStatus() {
  const online = useOnline();
  return (
    <span role="status" className={online ? 'sr-only' : styles.offline}>
      {online ? (
        <Trans>Online</Trans>
      ) : (
        <>
          <Icon icon={icons.wifiOff} size={16} />
          <Trans>Offline</Trans>
        </>
      )}
    </span>
  );
}
