// Loaded on the first move from one remote to another: the runtime config again, for releases promoted since.
import type { RuntimeConfig } from '@reelist/contracts';
import { registerConfiguredRemotes } from '../remote-registry';

/** Reads /config.json again; a remote whose live release changed is registered anew (its pages switch). */
export async function refreshRemotes(): Promise<void> {
  // eslint-disable-next-line no-restricted-globals -- the shell's own config, as at start-up (index.ts)
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (response.ok) registerConfiguredRemotes((await response.json()) as RuntimeConfig);
}
