// The module rules every build shares (the browser's, a worker's, the server's): TypeScript through swc, SVG inlined.
const { linguiSwcPlugin } = require('../i18n/swc-plugin.cjs');

/** TypeScript and JSX through swc, for every app and worker. */
const swcRule = (prod) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: [
    // Production: the English messages the macros leave in the code are compiled in place (no English catalogue).
    ...(prod ? [{ loader: require.resolve('../i18n/inline-english-loader.cjs') }] : []),
    {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target: 'es2022',
          // Lingui's macros (t, plural, Trans) become calls into @reelist/i18n's translator (see shared/i18n/swc-plugin.cjs).
          experimental: { plugins: [linguiSwcPlugin(prod)] },
        },
      },
    },
  ],
});

/**
 * An SVG as a data URL: URL-encoded text with the whitespace between its tags dropped (text, unlike base64, still
 * compresses with the file that carries it). The same encoding for an imported SVG and for a value an app's HTML
 * template takes.
 */
function svgDataUrl(content) {
  return `data:image/svg+xml,${encodeURIComponent(content.toString().replace(/>\s+</g, '><').trim())}`;
}

module.exports = { svgDataUrl, swcRule };
