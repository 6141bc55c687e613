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

// The interface's language loads from the start (it needs the shared singletons, so it is a module of its own). The
// first render waits for it, and a failed start speaks it.
const languageModule = import('./i18n/start-language');
// Shown when even the messages could not load.
const START_FAILED = 'Reelist could not start. Check your connection and reload the page.';

loadConfig()
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
