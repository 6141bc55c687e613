// Stands in for @module-federation/runtime-core's snapshot and preload-assets plugins in the shell's build. Built with
// experiments.optimization.disableSnapshot, the runtime never calls them (core: `USE_SNAPSHOT ? [snapshotPlugin(),
// generatePreloadAssetsPlugin()] : []`), but it requires their modules unconditionally, so the bundler cannot drop
// them (about 1.3 KB compressed on every page). Calling one anyway is a build mistake, said loudly.
const disabled = (name) => () => {
  throw new Error(`${name} is left out of this build (disableSnapshot)`);
};
exports.snapshotPlugin = disabled('snapshotPlugin');
exports.assignRemoteInfo = disabled('assignRemoteInfo');
exports.generatePreloadAssetsPlugin = disabled('generatePreloadAssetsPlugin');
