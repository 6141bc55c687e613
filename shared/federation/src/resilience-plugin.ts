// Module Federation runtime plugin of the shell: a dead, 404ing or throwing remote must never take the page down.
// - a remote entry (remoteEntry.js) that fails to load is retried once (a remote restarting, a flaky hop);
// - a remote module that cannot be loaded resolves to a failure marker the shell's boundary turns into
//   'This section failed to load properly.' with a retry (which re-registers the remote with force).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadFailure } from './load-failure';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** One more attempt at a remote entry whose script failed to load; a second failure goes on to errorLoadRemote. */
export const retryEntryOnce: LoadEntryError = ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
  // The failed attempt is still registered as loading: forget it, or the retry would wait on itself.
  delete globalLoading[uniqueKey];
  const retried = getRemoteEntry({ origin, remoteInfo }).then((exports) => exports || undefined);
  // The hook's type nests the promise; resolving with one flattens it, which is what the runtime awaits.
  return new Promise<typeof retried | undefined>((resolve) => resolve(retried));
};

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reelist-resilience',
    loadEntryError: retryEntryOnce,
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[reelist] remote module ${id} failed to load (${lifecycle})`, error);
      return lifecycle === 'onLoad' ? remoteLoadFailure(id, error) : undefined;
    },
  };
}
