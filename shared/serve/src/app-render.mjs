// The app's own first screen, rendered on the server by the shell's server build (shell/dist/server/main.js, made by
// `npm run build`), so a public page paints its content before any script has run and the browser takes the markup
// over (hydration) instead of drawing it again. Which routes it renders is the shell's to say (src/server/render.tsx);
// the rest answer the plain shell.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {object} o
 * @param {string} o.serverBuild the shell's server entry; missing (an older build): nothing is rendered
 * @param {() => object} o.config the runtime config the browser gets now (services, remotes, releases)
 * @param {(pathname: string) => string[]} o.styles the stylesheets the route's page loads first, as URLs
 * @returns {((url: string) => Promise<{ html: string, answers: unknown[], styles: string[] } | undefined>)
 *   & { warm: () => Promise<void> }} undefined: the route is not rendered on the server; rejects when the render fails
 */
export function createAppRender({ serverBuild, config, styles }) {
  let shell;
  const load = () => {
    // The build is a CommonJS module whose exports arrive once the federation runtime has started.
    shell ??= Promise.resolve().then(() => (existsSync(serverBuild) ? require(serverBuild) : null));
    return shell;
  };
  const render = async (url) => {
    const build = await load();
    if (!build) return undefined;
    const page = await build.renderPage(url, config());
    if (!page) return undefined;
    return { ...page, styles: styles(new URL(url).pathname) };
  };
  /** Loads the build and the pages it renders (at start), so the first visitor's render need not wait for them. */
  render.warm = async () => {
    await (await load())?.warmUp(config());
  };
  return render;
}
