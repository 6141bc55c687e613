const { createConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './HomePage': './src/features/home/home-page.tsx',
  './SearchPage': './src/features/search/search-page.tsx',
};

// Home is also rendered on the server for a first visit (the container in dist/server/, see @reelist/serve).
module.exports = createConfig({
  name: 'mf_discover',
  dir: __dirname,
  exposes,
  preview: process.env.PREVIEW === '1',
  server: {},
});
