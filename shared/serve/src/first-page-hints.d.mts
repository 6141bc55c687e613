// Types for first-page-hints.mjs (plain ESM run by Node without a build step), for its TypeScript tests.
export const MANIFEST_TTL_MS: number;
export function createFirstPageHints(o: {
  routes: Array<{ pattern: string; remote: string; module: string }>;
  remotes: () => Record<string, string>;
  load?: (url: string) => Promise<unknown>;
  now?: () => number;
}): ((pathname: string) => string | undefined) & { styles: (pathname: string) => string[]; warm: () => Promise<void> };
