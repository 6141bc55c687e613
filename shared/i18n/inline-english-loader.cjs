// Webpack loader, after swc-loader in production builds: each message the Lingui macros left in the code (its
// descriptor keeps `id` and `message`, see swc-plugin.cjs) is compiled in place, as @lingui/loader compiles a
// catalogue. English then needs no catalogue at all: a page carries the English of the code it runs, and no more
// (Home's first screen no longer downloads every English message of its apps). Another language's catalogue still
// loads when it is chosen, and a message it lacks reads in English.
const { parse } = require('acorn');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** A Lingui message id as `useLinguiV5IdGeneration` writes it: six characters of base64. */
const LINGUI_ID = /^[A-Za-z0-9+/]{6}$/;

const stringValue = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : undefined);
const keyName = (property) => property.key && (property.key.name ?? property.key.value);

/** Every `message` string of an object that also has a Lingui `id` string: a descriptor or `<Trans>`'s props. */
function messageLiterals(ast) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression') {
      const props = node.properties.filter((p) => p.type === 'Property' && !p.computed);
      const id = stringValue(props.find((p) => keyName(p) === 'id')?.value);
      const message = stringValue(props.find((p) => keyName(p) === 'message')?.value);
      if (id && LINGUI_ID.test(id.value) && message) found.push(message);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return found;
}

/** The code with each message literal replaced by its compiled form (a JSON array, as in a compiled catalogue). */
function inlineEnglish(code) {
  const literals = messageLiterals(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  let out = '';
  let at = 0;
  for (const literal of literals.sort((a, b) => a.start - b.start)) {
    out += code.slice(at, literal.start) + JSON.stringify(compileMessage(literal.value));
    at = literal.end;
  }
  return out + code.slice(at);
}

module.exports = function inlineEnglishLoader(code, map) {
  this.callback(null, inlineEnglish(code), map);
};
module.exports.inlineEnglish = inlineEnglish;
