// Jest's transform for an app's messages (src/locales/{locale}.po): the same compiled module webpack's
// @lingui/loader makes, so a test can show a component in another language. An untranslated message falls back to
// its English source, as in the build.
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { createCompiledCatalog } = require('@lingui/cli/api');

const po = formatter();

module.exports = {
  process(source, filename) {
    const locale = path.basename(filename, '.po');
    const catalog = po.parse(source, { locale, sourceLocale: 'en', filename });
    const messages = Object.fromEntries(
      Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]),
    );
    const { source: code } = createCompiledCatalog(locale, messages, { strict: false, namespace: 'cjs' });
    return { code };
  },
};
