// Lingui's SWC plugin and its options, for every app's webpack build; the unit tests' transform (package.json
// "jest") repeats them with every field kept, and i18n.test.ts checks the two agree.
/**
 * @param {boolean} prod  production builds keep each message's id and English text, which inline-english-loader.cjs
 *   then compiles in place (English needs no catalogue); other builds and tests keep every field, and Lingui compiles
 *   the English on the fly.
 */
const linguiSwcPlugin = (prod) => [
  require.resolve('@lingui/swc-plugin'),
  {
    descriptorFields: prod ? 'message' : 'all',
    // Ids as `lingui extract` of @lingui/cli 5 writes them.
    useLinguiV5IdGeneration: true,
    // The page's translator is @reelist/i18n's (not @lingui/core's: see src/translator.ts); a component's translator
    // and <Trans> come from @reelist/i18n/react, which needs no provider.
    runtimeModules: {
      i18n: ['@reelist/i18n', 'i18n'],
      Trans: ['@reelist/i18n/react', 'Trans'],
      useLingui: ['@reelist/i18n/react', 'useLingui'],
    },
  },
];

module.exports = { linguiSwcPlugin };
