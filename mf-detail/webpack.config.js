const { createConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './DetailPage': './src/features/title/entity-route.tsx',
};

// A title's page is also rendered on the server for a first visit (the container in dist/server/, see @reelist/serve).
module.exports = createConfig({
  name: 'mf_detail',
  dir: __dirname,
  exposes,
  preview: process.env.PREVIEW === '1',
  server: {},
});
