const { createConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './WatchlistPage': './src/watchlist/watchlist-page.tsx',
};

module.exports = createConfig({ name: 'mf_watchlist', dir: __dirname, exposes, preview: process.env.PREVIEW === '1' });
