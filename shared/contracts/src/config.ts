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
}

export const REMOTE_NAMES = ['mf_discover', 'mf_detail', 'mf_watchlist', 'mf_insights'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
