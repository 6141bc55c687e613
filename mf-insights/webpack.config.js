const { createConfig } = require('@reelist/federation/webpack');

/** Route-level pages this remote exposes; the shell renders them under the spec's routes. */
const exposes = {
  './AnalyticsPage': './src/features/analytics/analytics-route.tsx',
  './RecommendationsPage': './src/features/recommendations/recommendations-page.tsx',
  './PreferencesPage': './src/features/preferences/preferences-page.tsx',
};

module.exports = createConfig({ name: 'mf_insights', dir: __dirname, exposes, preview: process.env.PREVIEW === '1' });
