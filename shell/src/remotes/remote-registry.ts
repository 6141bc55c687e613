// The only place that registers remotes (runtime config, never build constants) and loads their modules.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { isRemoteLoadFailure } from '@reelist/federation';

let entries: Record<string, string> = {};
let releases: NonNullable<RuntimeConfig['releases']> = {};
const listeners = new Set<() => void>();

/** Takes the remotes of a runtime config; an entry that changed (a release promoted) is registered again. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  const changed = Object.entries(config.remotes).filter(([name, entry]) => entries[name] !== entry);
  const first = Object.keys(entries).length === 0;
  entries = { ...config.remotes };
  releases = config.releases ?? {};
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: !first },
  );
  if (!first) for (const listener of listeners) listener();
}

/** Where a remote is loaded from now (changes when a release is promoted), and the release it is, if any. */
export const remoteEntry = (name: string): string | undefined => entries[name];
export const remoteRelease = (name: string) => releases[name];
export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers (the console), never shown
    super(`Remote module ${id} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * The address of the chunk a load failed on: webpack's error for a script chunk and mini-css-extract-plugin's for a
 * stylesheet chunk both carry it (`request`). Undefined for any other failure.
 */
function failedChunk(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, request } = error as { code?: unknown; request?: unknown };
  const isChunk = error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
  return isChunk && typeof request === 'string' ? request : undefined;
}

// Pages already loaded, by module and entry: a route whose page is here renders it at once, with no loading state
// (see RemotePage).
const loadedPages = new Map<string, ComponentType>();

/** Loads `remote/Module` and returns its page component, or throws RemoteUnavailableError. */
export async function loadRemotePage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const id = `${remote}/${module}`;
  const entry = entries[remote];
  // A release promoted against the serving layer's advice (--force) is not run: its section shows the fallback.
  const refused = releases[remote]?.incompatible;
  if (refused?.length) throw new RemoteUnavailableError(id, new Error(`the release expects ${refused.join('; ')}`));
  let loaded: unknown;
  try {
    // The page's HTML names a route's chunks in advance (Link: rel=preload). One that failed to arrive (its remote
    // was down) fails again for the first script that asks for it, which the browser hands the preload's result;
    // the next asks the network. So the page is asked for again while a chunk fails that had not failed before.
    const failedChunks = new Set<string>();
    for (;;) {
      loaded = await loadRemote(id);
      const chunk = isRemoteLoadFailure(loaded) ? failedChunk(loaded.error) : undefined;
      if (chunk === undefined || failedChunks.has(chunk)) break;
      failedChunks.add(chunk);
    }
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  if (isRemoteLoadFailure(loaded)) throw new RemoteUnavailableError(id, loaded.error);
  const component = (loaded as { default?: ComponentType } | null)?.default;
  if (typeof component !== 'function') throw new RemoteUnavailableError(id);
  loadedPages.set(`${id}@${entry}`, component);
  return { default: component };
}

/** The page component of `remote/Module` from its current entry, if it has loaded already. */
export const loadedRemotePage = (remote: string, module: string): ComponentType | undefined =>
  loadedPages.get(`${remote}/${module}@${entries[remote]}`);

/**
 * Warm a remote's manifest and chunks (the first route, link hover/focus, idle). Settles when the page has loaded or
 * failed to: a failure is ignored, the route will retry.
 */
export function preloadRemotePage(remote: string, module: string): Promise<void> {
  return loadRemotePage(remote, module).then(
    () => undefined,
    () => undefined,
  );
}
