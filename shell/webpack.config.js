const { readFileSync } = require('node:fs');
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig, svgDataUrl } = require('@reelist/federation/webpack');
const { ROUTE_TABLE, pathPattern } = require('./src/routing/route-table.mjs');

/**
 * Writes the routes as data for the server (route-table.json): for each, the pathnames it matches (a regular
 * expression's source) and the remote page it shows. The server names that page's files in the HTML's Link header,
 * so the browser fetches them with the shell's own (@reelist/serve, first-page-hints.mjs).
 */
class RouteTablePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = ROUTE_TABLE.map(({ path, remote, module }) => ({
            pattern: pathPattern(path).source,
            remote,
            module,
          }));
          compilation.emitAsset('route-table.json', new sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}

/**
 * The shell also ships its static files (theme pre-paint script, web app manifest, icons, placeholder image) and,
 * in production, the service worker /sw.js (Workbox InjectManifest: src/sw/service-worker.ts, compiled with the
 * same rules, with the shell's assets as its precache list).
 */
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  // The logo the page's first paint draws (and its tab icon): the header's, inlined, so it costs no request.
  templateParameters: { logo: svgDataUrl(readFileSync(path.join(__dirname, 'src/layout/logo.svg'))) },
  // The server's first render of a public page (src/server/render.tsx, run by @reelist/serve).
  server: { entry: './src/server/render.tsx' },
  extend: (config, mode) => {
    config.plugins.push(
      new RouteTablePlugin(),
      new CopyPlugin({
        patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
      }),
    );
    if (mode === 'production') {
      config.plugins.push(
        new InjectManifest({
          swSrc: path.join(__dirname, 'src/sw/service-worker.ts'),
          swDest: 'sw.js',
          // Source maps, federation metadata, the server's route table, brotli copies, the 180 px Apple icon and the
          // stylesheet of pages read without JavaScript (where no service worker runs) are not needed offline.
          exclude: [
            /\.map$/,
            /\.br$/,
            /^(mf-manifest|mf-stats|route-table)\.json$/,
            /\.LICENSE\.txt$/,
            /apple-touch-icon/,
            /^noscript\.css$/,
          ],
          // Hashed file names already change with their content: no revision query needed.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css|png|jpg|svg)$/,
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        }),
      );
    }
    // `npm run dev`: the dev server answers /config.json like the production server does.
    config.devServer.setupMiddlewares = (middlewares, devServer) => {
      devServer.app.get('/config.json', async (_req, res) => {
        const { runtimeConfig } = await import('@reelist/serve');
        res.json(runtimeConfig());
      });
      return middlewares;
    };
    return config;
  },
});
