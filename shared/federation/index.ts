/**
 * @reelist/federation — browser side of the federation setup. The webpack factory is the CommonJS subpath
 * `@reelist/federation/webpack` (used by every app's webpack.config.js).
 */
export { isRemoteLoadFailure, remoteLoadFailure } from './src/load-failure';
export type { RemoteLoadFailure } from './src/load-failure';
