// The build of an app for the server's first render (see createServerConfig).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./src/shared-modules.cjs');
const { svgDataUrl, swcRule } = require('./rules.cjs');

/**
 * An app built for Node, into dist/server/, for the server's first render (@reelist/serve): the shell's render
 * entry (`entry`: the federation host, which provides the singletons) or a remote's container exposing the same
 * pages as its browser build. Module Federation's Node runtime (@module-federation/node's runtime plugin) loads a
 * remote's server container over HTTP from its own server, as the browser loads its browser container. Runs after
 * the app's browser compiler (`after`), whose `clean` empties dist/.
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, entry?: string, after: string }} o
 */
function createServerConfig({ name, dir, exposes, entry, after }) {
  const isHost = name === 'shell';
  return {
    name: `${after}-server`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { main: entry } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist/server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule(true),
        { test: /\.po$/, use: { loader: require.resolve('../i18n/catalog.cjs') } },
        // The class names only, the same as the browser build's (same salt and pattern): the markup must match.
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                localIdentName: '[hash:base64:7]',
                localIdentHashSalt: name,
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
              },
            },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
        { test: /\.svg$/, type: 'asset/inline', generator: { dataUrl: (content) => svgDataUrl(content) } },
        { test: /\.(png|jpg|webp|ico)$/, type: 'asset/resource' },
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    // Unminified: it runs on the server, where its size costs nothing and its stack traces stay readable.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig(isHost),
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
  };
}

module.exports = { createServerConfig };
