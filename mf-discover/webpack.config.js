const { createConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './HomePage': './src/features/home/home-page.tsx',
  './SearchPage': './src/features/search/search-page.tsx',
};

module.exports = createConfig({ name: 'mf_discover', dir: __dirname, exposes, preview: process.env.PREVIEW === '1' });
