import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@reelist/contracts';
import { configureApi } from '@reelist/api';
import { bus } from '@reelist/event-bus';
import { installGlobalStyles } from '@reelist/ui';
import { startInstallPrompt } from './pwa/install-prompt';
import { startNotificationsLater } from './pwa/start-notifications-later';
import { registerServiceWorker } from './pwa/register-service-worker';
import { watchReleases } from './remotes/remote-page';
import { createToastQueue } from './toasts/toast-queue';
import { startFirstScreenData } from './routing/first-screen-data';
import { App } from './app';

export function bootstrap(config: RuntimeConfig): void {
  installGlobalStyles();
  configureApi(config);
  // Before anything reads storage (the first-screen call reads the preferences, then the providers): a value storage
  // recovers from is reported on the bus, and the toast queue must be listening.
  const toasts = createToastQueue(bus);
  startFirstScreenData(location.pathname);
  startInstallPrompt(bus);
  startNotificationsLater(bus, config.push.publicKey);
  registerServiceWorker();
  watchReleases();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App config={config} toasts={toasts} />);
}
