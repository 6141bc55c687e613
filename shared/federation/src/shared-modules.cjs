// The shared singletons of the federation, declared once for the shell (which provides them) and the remotes
// (which only consume them), and where their packages and ES module builds are found.
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const rootPkg = require(path.join(root, 'package.json'));
const packageDir = (name) => path.join(root, 'node_modules', name);
const versionOf = (name) => {
  if (name.startsWith('@reelist/'))
    return require(path.join(root, 'shared', name.split('/')[1], 'package.json')).version;
  return require(path.join(packageDir(name), 'package.json')).version;
};

/** The file a package's exports map gives to `import` for `subpath` (its ES module build). */
const esmEntry = (name, subpath = '.') => {
  const entry = require(path.join(packageDir(name), 'package.json')).exports[subpath].import;
  return path.join(packageDir(name), typeof entry === 'string' ? entry : entry.default);
};

/**
 * Packages that must exist once per page (two Reacts or two stores on one page would split its state). Everything
 * else is bundled per app. Of the api only its core is shared (configuration, the one cache): its endpoint
 * functions are bundled per app.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@reelist/event-bus',
  '@reelist/storage',
  '@reelist/state',
  '@reelist/api/core',
  // One active language and one set of loaded messages for the shell and every remote, and one <Trans>.
  '@reelist/i18n',
  '@reelist/i18n/react',
];

/**
 * The shell provides every singleton; a remote only consumes them (`import: false`): it ships no fallback copies,
 * so its remoteEntry.js lists none and its build skips them. A remote runs alone only as its preview build.
 */
function sharedConfig(isHost) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    const requiredVersion = name.startsWith('@reelist/') ? `^${version}` : rootPkg.devDependencies[name];
    const config = { singleton: true, version, requiredVersion, ...(!isHost && { import: false }) };
    shared[name] = config;
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = config;
  }
  return shared;
}

module.exports = { esmEntry, packageDir, sharedConfig, SINGLETONS };
