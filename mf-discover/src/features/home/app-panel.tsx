import { Trans } from '@lingui/react/macro';
import type { NotificationPermissionState } from '@reelist/contracts';
import { useInstallState, useNotifications } from '@reelist/state';
import { Button, Icon, icons, useBrowserValue } from '@reelist/ui';
import styles from './home-page.module.css';

function InstallControl() {
  const { state, promptInstall } = useInstallState();
  if (state === 'installable')
    return (
      <Button icon={icons.download} onClick={promptInstall}>
        <Trans>Install App</Trans>
      </Button>
    );
  if (state === 'installed')
    return (
      <p className={styles.note}>
        <Trans>Reelist is installed on this device.</Trans>
      </p>
    );
  // The browser has not offered installation (yet): nothing to press.
  return null;
}

/**
 * The permission as the browser tells it now, with the shell's own test for support (src/pwa/lazy/notifications.ts
 * in the shell): the card's first paint shows its final state instead of 'not supported' until that code loads.
 */
const browserPermission = (): NotificationPermissionState =>
  typeof Notification !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator
    ? Notification.permission
    : 'not-supported';
// A page rendered on a server (where nothing is supported) says what most browsers will: not asked yet.
const notAskedYet = (): NotificationPermissionState => 'default';

function NotificationControl() {
  const notifications = useNotifications();
  const { subscribed, enable, disable } = notifications;
  // The shell reports 'not-supported' until its notification code has started; the browser knows better at once.
  const waiting = notifications.permission === 'not-supported';
  const known = useBrowserValue(browserPermission, notAskedYet);
  const permission = waiting ? known : notifications.permission;
  // Nobody answers a request before the shell has started, so the button waits for it.
  const busy = notifications.busy || waiting;
  if (permission === 'not-supported')
    return (
      <p className={styles.note}>
        <Trans>Notifications are not supported in this browser.</Trans>
      </p>
    );
  if (permission === 'denied')
    return (
      <p className={styles.note}>
        <Trans>Notifications are blocked. Allow them in your browser settings.</Trans>
      </p>
    );
  return subscribed ? (
    <Button variant="secondary" icon={icons.bell} onClick={disable} disabled={busy}>
      <Trans>Disable Notifications</Trans>
    </Button>
  ) : (
    <Button variant="secondary" icon={icons.bell} onClick={enable} disabled={busy}>
      <Trans>Enable Notifications</Trans>
    </Button>
  );
}

/** Install and push-notification controls, wired to the shell's state through @reelist/state. */
export function AppPanel() {
  return (
    <section className={styles.panel} aria-labelledby="app-panel-heading">
      <span className={styles.panelIcon}>
        <Icon icon={icons.sparkles} size={24} />
      </span>
      <div className={styles.panelText}>
        <h2 id="app-panel-heading" className={styles.panelTitle}>
          <Trans>Reelist on your device</Trans>
        </h2>
        <p className={styles.note}>
          <Trans>Install the app for quick access and get notified about new releases.</Trans>
        </p>
      </div>
      <div className={styles.panelActions}>
        <InstallControl />
        <NotificationControl />
      </div>
    </section>
  );
}
