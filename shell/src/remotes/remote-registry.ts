// The only place that registers remotes (runtime config, never build constants) and loads their modules.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { isRemoteLoadFailure } from '@reelist/federation';

let entries: Record<string, string> = {};

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  entries = { ...config.remotes };
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Forget a remote's cached container so the next load fetches its manifest again (used by Try Again). */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${id} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads `remote/Module` and returns its page component, or throws RemoteUnavailableError. */
export async function loadRemotePage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const id = `${remote}/${module}`;
  let loaded: unknown;
  try {
    loaded = await loadRemote(id);
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  if (isRemoteLoadFailure(loaded)) throw new RemoteUnavailableError(id, loaded.error);
  const component = (loaded as { default?: ComponentType } | null)?.default;
  if (typeof component !== 'function') throw new RemoteUnavailableError(id);
  return { default: component };
}

/** Warm a remote's manifest and chunks (link hover/focus, idle). Failures are ignored: the route will retry. */
export function preloadRemotePage(remote: string, module: string): void {
  loadRemote(`${remote}/${module}`).catch(() => undefined);
}
