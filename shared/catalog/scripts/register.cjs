// Lets `node -r ./scripts/register.cjs some.ts` run the catalogue's TypeScript without a dist build.
// Used by tests to build the data set in a child process (faker is ESM-only, which Jest's CJS runtime
// cannot load, but plain Node 20.19+ can `require` it).
const fs = require('node:fs');
const { transformSync } = require('@swc/core');
const options = require('./swc-options.cjs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), options(filename));
  module._compile(code, filename);
};
