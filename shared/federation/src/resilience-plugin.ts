// Module Federation runtime plugin of the shell: a dead, 404ing or throwing remote must never take the page down.
// - manifest/entry fetches are retried once on a network error (a remote restarting, a flaky hop);
// - a remote module that cannot be loaded resolves to a failure marker the shell's boundary turns into
//   'This section failed to load properly.' with a retry (which re-registers the remote with force).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadFailure } from './load-failure';

const RETRIES = 1;

export async function fetchWithRetry(
  url: string,
  init: RequestInit | undefined,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      return await doFetch(url, { ...init, cache: 'no-cache' });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reelist-resilience',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[reelist] remote module ${id} failed to load (${lifecycle})`, error);
      return lifecycle === 'onLoad' ? remoteLoadFailure(id, error) : undefined;
    },
  };
}
