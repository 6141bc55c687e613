// Jest's transform for an app's messages (src/locales/{locale}.po): the same compiled messages webpack's loader
// makes (shared/i18n/catalog.cjs), so a test can show a component in another language.
const path = require('node:path');
const { compileCatalog } = require('../i18n/catalog.cjs');

module.exports = {
  process(source, filename) {
    const messages = compileCatalog(source, path.basename(filename, '.po'));
    return { code: `module.exports = { messages: ${JSON.stringify(messages)} };` };
  },
};
