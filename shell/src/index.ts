// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
// The runtime config is fetched here, before bootstrap, so remote locations are never build constants.
import type { RuntimeConfig } from '@reelist/contracts';
import { preloadRemotePage, registerConfiguredRemotes } from './remotes/remote-registry';
import { routeFor } from './routing/route-table.mjs';

async function loadConfig(): Promise<RuntimeConfig> {
  // eslint-disable-next-line no-restricted-globals -- runs before @reelist/api exists (it is a shared singleton)
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * Settles after the page's first frame when the server rendered it: that page is complete once painted, so the app's
 * start (React's code, then taking the markup over) comes after its paint, never before it. At once for any other
 * page, which shows nothing yet, and in a hidden tab, which paints no frame.
 */
function firstPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasAttribute('data-server-rendered')) return Promise.resolve();
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
const painted = firstPaint();

// The interface's language loads from the start (it needs the shared singletons, so it is a module of its own). The
// first render waits for it, and a failed start speaks it.
const languageModule = painted.then(() => import('./i18n/start-language'));
// Shown when even the messages could not load.
const START_FAILED = 'Reelist could not start. Check your connection and reload the page.';

painted
  .then(loadConfig)
  .then((config) => {
    registerConfiguredRemotes(config);
    // The page's remote loads while the shell's own chunks do, not after them: one round trip less before the
    // first screen. The shell renders once it is here (see bootstrap).
    const route = routeFor(location.pathname);
    // It counts as here once its messages in the visitor's language are too (it registers them as it loads).
    const page = (route ? preloadRemotePage(route.remote, route.module) : Promise.resolve()).then(() =>
      languageModule.then(({ catalogsReady }) => catalogsReady()),
    );
    // The services that need no React (the api, toasts, Home's first service call) start while React loads, once
    // the shell's messages are in (a toast may speak at once).
    const toasts = languageModule
      .then(({ registerShellMessages }) => registerShellMessages())
      .then(() => import('./services/start-services'))
      .then(({ startServices }) => startServices(config, location.pathname));
    // Reading the preferences may find them unreadable: the toasts must be listening by then to say so.
    const language = Promise.all([languageModule, toasts]).then(([{ startLanguage }]) => startLanguage());
    return Promise.all([import('./bootstrap'), toasts, language]).then(([{ bootstrap }, queue]) =>
      bootstrap(config, route, page, queue),
    );
  })
  .catch((error: unknown) => {
    console.error('[reelist] start-up failed', error);
    const show = (text: string) => {
      const root = document.getElementById('root');
      if (root) root.textContent = text;
    };
    languageModule.then(
      ({ startFailedText }) => show(startFailedText()),
      () => show(START_FAILED),
    );
  });
