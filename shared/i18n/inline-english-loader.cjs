// Webpack loader, after swc-loader in production builds: each message the Lingui macros left in the code (its
// descriptor keeps `id` and `message`, see swc-plugin.cjs) is compiled in place, as a catalogue compiles it. English
// then needs no catalogue at all: a page carries the English of the code it runs, and no more. The id goes too when
// the message's English is its key in the other languages' catalogues (catalog.cjs): only a message with a context
// keeps it. Another language's catalogue still loads when it is chosen, and a message it lacks reads in English.
const { parse } = require('acorn');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');
const { keyedByEnglish } = require('./catalog.cjs');

/** A Lingui message id as `useLinguiV5IdGeneration` writes it: six characters of base64. */
const LINGUI_ID = /^[A-Za-z0-9+/]{6}$/;

const stringValue = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : undefined);
const keyName = (property) => property.key && (property.key.name ?? property.key.value);

/** Every descriptor (or `<Trans>`'s props): an object with a Lingui `id` string and a `message` string. */
function descriptors(ast) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression') {
      const props = node.properties.filter((p) => p.type === 'Property' && !p.computed);
      const idProp = props.find((p) => keyName(p) === 'id');
      const id = stringValue(idProp?.value);
      const message = stringValue(props.find((p) => keyName(p) === 'message')?.value);
      if (id && LINGUI_ID.test(id.value) && message) found.push({ idProp, id: id.value, message });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return found;
}

/** The code with each message compiled in place, and each id its catalogues do not need removed. */
function inlineEnglish(code) {
  const edits = [];
  for (const { idProp, id, message } of descriptors(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }))) {
    edits.push({ start: message.start, end: message.end, text: JSON.stringify(compileMessageOrThrow(message.value)) });
    if (keyedByEnglish(id, message.value)) {
      // The property and the comma after it (swc writes one after every property but the last).
      const comma = /^\s*,/.exec(code.slice(idProp.end));
      edits.push({ start: idProp.start, end: idProp.end + (comma ? comma[0].length : 0), text: '' });
    }
  }
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}

module.exports = function inlineEnglishLoader(code, map) {
  this.callback(null, inlineEnglish(code), map);
};
module.exports.inlineEnglish = inlineEnglish;
