// @reelist/serve public entry: what other packages use. The bench serves the app as `npm start` does; the shell's
// dev server answers /config.json as the production server does. The launchers in bin/ are run by path.
export { serveAll } from './src/serve-all.mjs';
export { runtimeConfig } from './src/config.mjs';
export { CHROMIUM, CHROMIUM_FLAGS } from './src/chromium.mjs';
