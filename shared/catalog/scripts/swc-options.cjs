// One set of swc options for the dist build and for running TypeScript directly under Node (register.cjs).
module.exports = (filename) => ({
  filename,
  sourceMaps: 'inline',
  module: { type: 'commonjs' },
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
});
