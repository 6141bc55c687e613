// Loaded on the first move from one remote to another, or when the tab is shown again: the runtime config again,
// for releases promoted since.
import type { RuntimeConfig } from '@reelist/contracts';
import { setPendingUpdate } from '../../pwa/update-store';
import { registerConfiguredRemotes, remoteEntry } from '../remote-registry';

/**
 * Reads /config.json again; a remote whose live release changed is registered anew and its pages switch. The
 * remote on screen (`onScreen`) is not switched under the reader: the header's Update button offers it instead.
 */
export async function refreshRemotes(onScreen?: string): Promise<void> {
  // eslint-disable-next-line no-restricted-globals -- the shell's own config, as at start-up (index.ts)
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) return;
  const config = (await response.json()) as RuntimeConfig;
  const current = onScreen ? remoteEntry(onScreen) : undefined;
  if (!onScreen || current === undefined || config.remotes[onScreen] === current) {
    registerConfiguredRemotes(config);
    return;
  }
  registerConfiguredRemotes({ ...config, remotes: { ...config.remotes, [onScreen]: current } });
  setPendingUpdate(() => {
    setPendingUpdate(null);
    registerConfiguredRemotes(config);
  });
}
