// Types for releases.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
export interface Release {
  remote: string;
  version: string;
  builtAt: string;
  commit: string;
  shared: Record<string, string>;
}
export type Registry = Record<string, { live: string; history: string[] }>;
export function releasesDir(env?: Record<string, string | undefined>): string;
export function readRegistry(dir?: string): Registry;
export function writeRegistry(registry: Registry, dir?: string): void;
export function releaseFolder(remote: string, version: string, dir?: string): string;
export function readRelease(remote: string, version: string, dir?: string): Release | null;
export function createRelease(options: {
  remote: string;
  version: string;
  commit: string;
  builtAt?: string;
  dir?: string;
  dist?: string;
}): Release;
export function shellSingletons(root?: string): Record<string, string>;
export function incompatibilities(expected: Record<string, string>, provided: Record<string, string>): string[];
export function promote(options: {
  remote: string;
  version: string;
  force?: boolean;
  provided?: Record<string, string>;
  dir?: string;
}): { live: string; previous: string | null; problems: string[] };
export function rollback(options: { remote: string; dir?: string }): { from: string; live: string | null };
export function liveReleasePath(remote: string, registry: Registry): string | null;
