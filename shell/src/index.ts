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

loadConfig()
  .then((config) => {
    registerConfiguredRemotes(config);
    // The page's remote loads while the shell's own chunks do, not after them: one round trip less before the
    // first screen. The shell renders once it is here (see bootstrap).
    const route = routeFor(location.pathname);
    const page = route ? preloadRemotePage(route.remote, route.module) : Promise.resolve();
    // The services that need no React (the api, toasts, Home's first service call) start while React loads.
    const toasts = import('./services/start-services').then(({ startServices }) =>
      startServices(config, location.pathname),
    );
    return Promise.all([import('./bootstrap'), toasts]).then(([{ bootstrap }, queue]) =>
      bootstrap(config, route, page, queue),
    );
  })
  .catch((error: unknown) => {
    console.error('[reelist] start-up failed', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'Reelist could not start. Check your connection and reload the page.';
  });
