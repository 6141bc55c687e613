/** The runtime configuration the shell reads from /config.json before it bootstraps. */
export interface RuntimeConfig {
  /** Remote name (mf_discover, ...) -> URL of its remoteEntry.js. */
  remotes: Record<string, string>;
  tmdb: {
    /** e.g. http://localhost:4300/3 or https://api.themoviedb.org/3 */
    baseUrl: string;
    apiKey: string;
    /** e.g. http://localhost:4300/t/p */
    imageBaseUrl: string;
  };
  omdb: {
    baseUrl: string;
    apiKey: string;
  };
  push: {
    publicKey: string;
  };
  /**
   * Remotes served from a promoted release: its version (the shell marks the section with it) and the singletons
   * it expects that this shell does not provide (a release promoted with --force: the shell does not run it).
   */
  releases?: Record<string, { version: string; incompatible: string[] }>;
}

export const REMOTE_NAMES = ['mf_discover', 'mf_detail', 'mf_watchlist', 'mf_insights'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
