const { createConfig, createWorkerConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './WatchlistPage': './src/features/watchlist/watchlist-route.tsx',
  './SharedPage': './src/features/share/shared-page.tsx',
};
const preview = process.env.PREVIEW === '1';
const app = createConfig({ name: 'mf_watchlist', dir: __dirname, exposes, preview });

/** The remote, then the import worker (unzips and parses other services' exports) into the same folder. */
module.exports = [
  (env, argv) => ({ ...app(env, argv), name: 'mf_watchlist' }),
  createWorkerConfig({
    dir: __dirname,
    entry: './src/features/history/import-worker.ts',
    // Keep in step with IMPORT_WORKER_FILE (src/features/history/worker-protocol.ts).
    filename: 'import-worker.js',
    preview,
    after: 'mf_watchlist',
  }),
];
