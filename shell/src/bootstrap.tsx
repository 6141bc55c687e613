import { startTransition } from 'react';
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

/** Starts the shell's services at once, and renders the app when `firstPage` settles (the first route's page). */
export async function bootstrap(config: RuntimeConfig, firstPage: Promise<void>): Promise<void> {
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
  await firstPage;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // As a transition: the shell and the first page render in slices the browser can paint and answer input between,
  // not in one long task (about 160 ms on a phone's CPU for Home).
  const app = createRoot(root);
  startTransition(() => app.render(<App config={config} toasts={toasts} />));
}
