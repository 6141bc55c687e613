// The shell's first screen: which modules go into its two first chunks, and the plugin that names them in the page.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The shell's first screen is the same on every route: two files instead of a dozen small ones (brotli compresses
 * one file better than its parts, and HTTP/1.1 fetches six at a time). `framework` (React, react-router) changes
 * rarely and stays cached across releases; `app` is the shell's own code with the shared packages it starts with.
 * Later chunks (workbox-window) stay apart.
 */
const SHELL_CHUNKS = {
  framework: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    chunks: 'async',
    enforce: true,
    name: 'framework',
  },
  app: {
    // Modules a shared package loads on demand (`lazy` in their path, e.g. the watch log) keep their own chunk, and
    // so do the modules of a chunk the shell names `lazy-*` (e.g. the arrivals check, with the shared code only it
    // uses) and each language's messages (`locales`): the first screen never carries them.
    test: (module) =>
      /[\\/](shell[\\/]src|shared[\\/](contracts|event-bus|storage|state|api|ui|domain)|node_modules[\\/](rxjs|valibot|tslib))[\\/]/.test(
        module.resource ?? '',
      ) && !/[\\/](lazy|locales)[\\/]/.test(module.resource ?? ''),
    chunks: (chunk) => chunk.canBeInitial() === false && !chunk.name?.startsWith('lazy-'),
    enforce: true,
    name: 'app',
  },
};

/**
 * The shell's page names its first-screen chunks (SHELL_CHUNKS) as preloads and links their group's stylesheet, so
 * the browser fetches them alongside main.js instead of after the federation runtime in main.js has started (one
 * round trip less before anything renders, the largest single wait on a phone), and the page's own first paint
 * (public/index.html) is styled before any script runs.
 */
class FirstScreenAssetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenAssetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenAssetsPlugin', (data) => {
        const names = new Set(Object.values(SHELL_CHUNKS).map((group) => group.name));
        // The group that loads all of them together (the shell's bootstrap), so its CSS comes too.
        const groups = [...compilation.chunkGroups].filter((group) =>
          [...names].every((name) => group.chunks.some((chunk) => chunk.name === name)),
        );
        const chunks = new Set(groups.flatMap((group) => group.chunks));
        const files = [...chunks]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file))
          .sort();
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'FirstScreenAssetsPlugin' },
          // The stylesheet is linked, not only preloaded: the page's first paint (before any script) is styled by it.
          attributes: file.endsWith('.css')
            ? { rel: 'stylesheet', href: `${data.publicPath}${file}` }
            : { rel: 'preload', href: `${data.publicPath}${file}`, as: 'script' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenAssetsPlugin, SHELL_CHUNKS };
