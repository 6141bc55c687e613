// An app's messages for one language (src/locales/{locale}.po), compiled: webpack's loader for `.po` files, and the
// same compilation for Jest (shared/testing/po-transform.cjs). Each message is kept under its English, as the
// translator looks it up (src/translator.ts `messageKey`), so the code carries no message ids: a message without a
// context has its English as key; one with a context (its English alone is not enough) keeps its Lingui id, which the
// code keeps for it too (inline-english-loader.cjs). A message not translated yet is left out: the code's English
// shows.
const { formatter } = require('@lingui/format-po');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');
const { generateMessageId } = require('@lingui/message-utils/generateMessageId');

const po = formatter();

/** Whether the code reads a message by its English alone: its id is its English's, with no context. */
const keyedByEnglish = (id, message, context) => !context && generateMessageId(message) === id;

/** The catalogue's key of a message (the same as src/translator.ts `messageKey` of its compiled English). */
const keyOf = (id, message, context) =>
  keyedByEnglish(id, message, context) ? JSON.stringify(compileMessageOrThrow(message)) : id;

/**
 * @param {string} source a .po file's text
 * @param {string} locale
 * @returns {Record<string, unknown>} key -> compiled translation; throws on a message that does not compile
 */
function compileCatalog(source, locale) {
  const catalog = po.parse(source, { locale, sourceLocale: 'en', filename: `${locale}.po` });
  const messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (!entry.translation || entry.obsolete) continue;
    try {
      messages[keyOf(id, entry.message ?? '', entry.context)] = compileMessageOrThrow(entry.translation);
    } catch (error) {
      throw new Error(`${locale}.po, message "${entry.message}": ${error.message}`);
    }
  }
  return messages;
}

/** Webpack: `import('./locales/de.po')` resolves to `{ messages }`. */
module.exports = function catalogLoader(source) {
  const locale = this.resourcePath.replace(/^.*[\\/]/, '').replace(/\.po$/, '');
  // JSON.parse of a string literal: quicker to parse than the same object as code.
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(source, locale)))});`;
};
module.exports.compileCatalog = compileCatalog;
module.exports.keyedByEnglish = keyedByEnglish;
