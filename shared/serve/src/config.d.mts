// Types for config.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
import type { RuntimeConfig } from '@reelist/contracts';
import type { Registry } from './releases.mjs';

export const APPS: Array<{ dir: string; name: string; portEnv: string; port: number }>;
export function ports(env?: Record<string, string | undefined>): Record<string, number>;
export function runtimeConfig(
  env?: Record<string, string | undefined>,
  registry?: Registry,
  singletons?: Record<string, string>,
): RuntimeConfig;
export function contentSecurityPolicy(config: RuntimeConfig): string;
