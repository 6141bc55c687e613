// Types for index.mjs (plain ESM run by Node without a build step), for TypeScript users such as the Playwright config.
export const CHROMIUM: string;
export const CHROMIUM_FLAGS: string[];
/** Serves the built shell, remotes and catalogue as `npm start` does, on the ports `env` names. */
export function serveAll(env?: Record<string, string | undefined>): Promise<unknown>;
/** What `/config.json` holds for `env` (remote locations, service URLs and keys). */
export function runtimeConfig(env?: Record<string, string | undefined>): Record<string, unknown>;
