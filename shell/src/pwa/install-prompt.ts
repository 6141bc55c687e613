import type { ReelistBus } from '@reelist/event-bus';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type InstallWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'> & {
  navigator: { standalone?: boolean };
};

/**
 * Install state for `useInstallState()`: the browser's prompt is kept for later and announced as
 * 'installable'; an accepted prompt, `appinstalled` or running standalone mean 'installed'. Returns a teardown.
 */
export function startInstallPrompt(
  bus: ReelistBus,
  win: InstallWindow = window as unknown as InstallWindow,
): () => void {
  let deferred: BeforeInstallPromptEvent | null = null;
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches || win.navigator.standalone === true;
  if (standalone) bus.publish('install:changed', { state: 'installed' });

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's mini-infobar away: the app offers installing in its own panel.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    bus.publish('install:changed', { state: 'installable' });
  };
  const onInstalled = () => {
    deferred = null;
    bus.publish('install:changed', { state: 'installed' });
  };
  const request = bus.on('install:requested').subscribe(() => {
    const prompt = deferred;
    if (!prompt) return;
    // A prompt can be shown only once; the browser sends a new event if it can be offered again.
    deferred = null;
    void (async () => {
      try {
        await prompt.prompt();
        const { outcome } = await prompt.userChoice;
        bus.publish('install:changed', { state: outcome === 'accepted' ? 'installed' : 'unavailable' });
      } catch (error) {
        console.error('[reelist] install prompt failed', error);
        bus.publish('install:changed', { state: 'unavailable' });
      }
    })();
  });

  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    request.unsubscribe();
    win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}
