// An imported SVG in tests: webpack inlines it as a data URL (shared/federation/webpack.cjs), so a test gets one too.
module.exports = 'data:image/svg+xml,test';
