const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@reelist/federation/webpack');

/** The shell also ships its static files (theme pre-paint script, web app manifest, icons, placeholder image). */
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  extend: (config) => {
    config.plugins.push(
      new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
    );
    // `npm run dev`: the dev server answers /config.json like the production server does.
    config.devServer.setupMiddlewares = (middlewares, devServer) => {
      devServer.app.get('/config.json', async (_req, res) => {
        const { runtimeConfig } = await import('@reelist/serve/src/config.mjs');
        res.json(runtimeConfig());
      });
      return middlewares;
    };
    return config;
  },
});
