const { createConfig, createWorkerConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './WatchlistPage': './src/watchlist/watchlist-page.tsx',
  './SharedPage': './src/share/shared-page.tsx',
};
const preview = process.env.PREVIEW === '1';
const app = createConfig({ name: 'mf_watchlist', dir: __dirname, exposes, preview });

/** The remote, then the import worker (unzips and parses other services' exports) into the same folder. */
module.exports = [
  (env, argv) => ({ ...app(env, argv), name: 'mf_watchlist' }),
  createWorkerConfig({
    dir: __dirname,
    entry: './src/transfer/history/import-worker.ts',
    // Keep in step with IMPORT_WORKER_FILE (src/transfer/history/worker-protocol.ts).
    filename: 'import-worker.js',
    preview,
    after: 'mf_watchlist',
  }),
];
