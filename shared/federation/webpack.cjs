// One factory for every app's webpack config: swc-loader, CSS (modules + extraction), HtmlWebpackPlugin,
// Module Federation with the shared singletons declared once, production optimisation and the dev server.
// CommonJS on purpose: webpack-cli loads it on Node 20 without a TypeScript loader.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { esmEntry, packageDir, sharedConfig, SINGLETONS } = require('./src/shared-modules.cjs');

const { FirstScreenAssetsPlugin, SHELL_CHUNKS } = require('./src/first-screen.cjs');
const { svgDataUrl, swcRule } = require('./rules.cjs');
const { createServerConfig } = require('./server-config.cjs');

/** The page of a remote's standalone preview (no favicon file: an empty icon avoids a 404 request). */
const previewHtml = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name.replace('_', '-')} preview · Reelist</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A Web Worker of an app, built by its own compiler into one self-contained file beside the app's chunks (no
 * chunk loading inside the worker, so it runs from a blob wrapper on any origin). Its name is fixed, so the
 * static server revalidates it like remoteEntry.js. Runs after the app's compiler, whose `clean` would remove it.
 * @param {{ dir: string, entry: string, filename: string, preview?: boolean, after: string }} o
 */
function createWorkerConfig({ dir, entry, filename, preview = false, after }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    return {
      name: `${after}-worker`,
      dependencies: [after],
      mode,
      context: dir,
      target: 'webworker',
      entry: { worker: entry },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: { path: path.join(dir, preview ? 'dist-preview' : 'dist'), filename, publicPath: '', clean: false },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: { rules: [swcRule(prod)] },
      optimization: { splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      plugins: prod
        ? [
            new CompressionPlugin({
              test: /\.js$/,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
              },
            }),
          ]
        : [],
    };
  };
}

const DEV_PORTS = { shell: 4200, mf_discover: 4201, mf_detail: 4202, mf_watchlist: 4203, mf_insights: 4204 };

/**
 * @param {object} o
 * @param {string} o.name federation name: 'shell' or 'mf_discover' | 'mf_detail' | 'mf_watchlist' | 'mf_insights'
 * @param {string} o.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes] route-level page components a remote exposes
 * @param {boolean} [o.preview] build the remote as a standalone preview app (no federation), into dist-preview/
 * @param {(config: object, mode: string) => object} [o.extend] app-specific additions (e.g. the shell's service worker)
 * @param {Record<string,string>} [o.templateParameters] values the shell's public/index.html reads (`<%= name %>`)
 * @param {{ entry?: string }} [o.server] also build the app for the server's first render (createServerConfig):
 *   production builds only, not previews or the dev server; the shell names its render entry
 */
function createConfig({ name, dir, exposes, preview = false, extend, templateParameters, server }) {
  const browser = createBrowserConfig({ name, dir, exposes, preview, extend, templateParameters });
  if (!server || preview) return browser;
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    if (mode !== 'production' || env.WEBPACK_SERVE) return browser(env, argv);
    return [
      { ...browser(env, argv), name },
      createServerConfig({ name, dir, exposes, entry: server.entry, after: name }),
    ];
  };
}

function createBrowserConfig({ name, dir, exposes, preview, extend, templateParameters }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const isHost = name === 'shell';
    const federated = !preview;
    const config = {
      mode,
      context: dir,
      // A federated remote deploys only remoteEntry.js + chunks + mf-manifest.json; its page lives in the preview build.
      entry: isHost ? { main: './src/index.ts' } : preview ? { main: './src/preview/index.ts' } : {},
      // Previews are for feature teams and their tests: skip source maps there to keep builds quick.
      devtool: preview ? false : prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, preview ? 'dist-preview' : 'dist'),
        publicPath: isHost || preview ? '/' : 'auto',
        // A function because MF's runtime module asks for the entry's path before hashes exist (only its folder
        // depth matters there); real assets always get the content hash.
        filename: prod
          ? (data) => (data.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js')
          : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        uniqueName: preview ? `${name}_preview` : name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // rxjs's ES2015 build: classes instead of ES5 helpers and tslib (about 0.8 KB less in the shell's app chunk).
        conditionNames: ['es2015', '...'],
        // The plugin injects the federation runtime with require() (CommonJS build) while the shell's code imports
        // it (ES build): without these aliases the page would ship the runtime twice (about 25 KB gz). Each names
        // the ES build, whatever asks, so the bundler can leave out what the shell never calls (3.2 KB
        // compressed against the CommonJS build, where it cannot). Remotes take the shell's runtime
        // (externalRuntime), so they need no alias (one would bundle the runtime back in).
        alias: !isHost
          ? {}
          : {
              ...Object.fromEntries(
                [
                  ['runtime', '.'],
                  ['runtime', './core'],
                  ['runtime-core', '.'],
                  ['runtime-tools', './runtime-core'],
                  ['sdk', '.'],
                  ['webpack-bundler-runtime', '.'],
                  ['error-codes', '.'],
                ].map(([p, subpath]) => [
                  `@module-federation/${p}${subpath.slice(1)}$`,
                  esmEntry(`@module-federation/${p}`, subpath),
                ]),
              ),
              // react-router's package exports name only its development build (dev warnings on); production
              // builds take the production one it ships beside it.
              ...(prod && {
                'react-router$': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
                'react-router/dom$': path.join(packageDir('react-router'), 'dist/production/dom-export.mjs'),
              }),
            },
      },
      module: {
        rules: [
          swcRule(prod),
          // An app's messages for one language (src/locales/{locale}.po), compiled at build time.
          {
            test: /\.po$/,
            use: { loader: require.resolve('../i18n/catalog.cjs') },
          },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: prod ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:5]',
                    localIdentHashSalt: name,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // An imported SVG (the shell's logo) is inlined: drawn with the page, never a request of its own.
          { test: /\.svg$/, type: 'asset/inline', generator: { dataUrl: (content) => svgDataUrl(content) } },
          { test: /\.(png|jpg|webp|ico)$/, type: 'asset/resource' },
          // A remote's feature front door (src/features/{name}/index.ts) only re-exports: with no side effects, an
          // import through it takes just the modules behind the names used, so a lazily loaded part of a feature
          // stays in its own chunk.
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: prod ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        }),
      ],
      optimization: {
        minimize: prod && !preview,
        minimizer: ['...', new CssMinimizerPlugin()],
        moduleIds: prod ? 'deterministic' : 'named',
        splitChunks: isHost ? { cacheGroups: SHELL_CHUNKS } : {},
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: Number(process.env[`${name.toUpperCase()}_PORT`]) || DEV_PORTS[name],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: path.join(dir, 'public'), watch: false }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    if (isHost || preview) {
      config.plugins.push(
        new HtmlWebpackPlugin({
          // Every remote's preview page is the same shell of HTML: written once here, not once per remote.
          ...(isHost
            ? { template: path.join(dir, 'public/index.html'), templateParameters }
            : { templateContent: previewHtml(name) }),
          publicPath: '/',
          scriptLoading: 'defer',
          minify: prod,
        }),
      );
      if (isHost && prod) config.plugins.push(new FirstScreenAssetsPlugin());
    }
    if (prod && !preview) {
      // Compressed once at brotli's highest level, at build time (about 7% smaller than on-the-fly level 9, and
      // no CPU per request): the static server sends `name.br` as it is (@reelist/serve).
      config.plugins.push(
        new CompressionPlugin({
          test: /\.(js|css|html|json|svg|webmanifest)$/,
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
          threshold: 512,
          minRatio: 0.9,
        }),
      );
    }
    if (federated) {
      config.plugins.push(
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          shared: sharedConfig(isHost),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [path.join(__dirname, 'src/resilience-plugin.ts')] : undefined,
          manifest: true,
          dts: false,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
      );
    }
    return extend ? extend(config, mode) : config;
  };
}

module.exports = { createConfig, createWorkerConfig, svgDataUrl, SINGLETONS, DEV_PORTS };
