// Lingui's catalogues: each app keeps its messages beside its code (src/locales/{locale}.po), so a team ships its
// texts with its release. `npm run messages` gathers the English messages from the macros into every language's file
// (new ones untranslated); webpack compiles a file when an app imports it (catalog.cjs, beside this file). English is the source.
const path = require('node:path');
const { formatter } = require('@lingui/format-po');

const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko'];
// Each app's messages, and those of the shared packages every app bundles (ui, domain, state), kept by ui.
const catalogs = [
  { dir: 'shell/src', include: ['shell/src'] },
  { dir: 'shared/ui/src', include: ['shared/ui/src', 'shared/domain/src', 'shared/state/src'] },
  { dir: 'mf-discover/src', include: ['mf-discover/src'] },
  { dir: 'mf-detail/src', include: ['mf-detail/src'] },
  { dir: 'mf-watchlist/src', include: ['mf-watchlist/src'] },
  { dir: 'mf-insights/src', include: ['mf-insights/src'] },
];

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  // Paths below are the repository's, though this file lives with the i18n package (the top level is fixed).
  rootDir: path.resolve(__dirname, '../..'),
  locales: LOCALES,
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: catalogs.map(({ dir, include }) => ({
    path: `<rootDir>/${dir}/locales/{locale}`,
    include: include.map((path) => `<rootDir>/${path}`),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.d.mts', '**/*.d.ts', '**/e2e/**', '**/locales/**'],
  })),
  format: formatter({ lineNumbers: false }),
};
