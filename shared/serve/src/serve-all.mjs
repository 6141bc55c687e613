// Serves the built shell, the four remotes and the embedded catalogue, as `npm start` and the browser tests do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';
import { APPS, contentSecurityPolicy, ports, runtimeConfig } from './config.mjs';
import { createAppRender } from './app-render.mjs';
import { createFirstPageHints } from './first-page-hints.mjs';
import { createPublicPages } from './public-pages.mjs';
import { releasesDir } from './releases.mjs';
import { createStaticServer, listen } from './static-server.mjs';
import { keepProcessAlive, startChild, supervise, watchServer } from './supervise.mjs';

/** Starts the embedded catalogue (its build) on `port`; resolves with the child once it listens. */
export function startCatalog(port) {
  return startChild({
    script: join(ROOT, 'shared/catalog/dist/bin/start.js'),
    env: { ...process.env, CATALOG_PORT: String(port) },
  });
}

/** The shell build's route table (route-table.json); none from a build older than it, so no page is named. */
function readRoutes(dist) {
  try {
    return JSON.parse(readFileSync(join(dist, 'route-table.json'), 'utf8'));
  } catch {
    return [];
  }
}

export async function serveAll(env = process.env) {
  const p = ports(env);
  const config = runtimeConfig(env);
  const usesCatalog = !env.TMDB_API_KEY || !env.OMDB_API_KEY;
  keepProcessAlive();
  const catalog = usesCatalog
    ? await supervise({ name: 'embedded catalogue', port: p.catalog, start: () => startCatalog(p.catalog) })
    : null;
  const servers = [];
  let stopping = false;
  // The HTML names the first page's files (Link: rel=preload), from the routes the shell was built with.
  const links = createFirstPageHints({
    routes: readRoutes(join(ROOT, 'shell', 'dist')),
    remotes: () => runtimeConfig(env).remotes,
  });
  // Each public page's HTML carries its own title, description and share tags, from the movie service.
  // ... and, on the routes the shell renders on the server (Home, titles, text searches), the page's first screen
  // (SERVER_RENDER=0: none).
  const renderApp =
    env.SERVER_RENDER === '0'
      ? undefined
      : createAppRender({
          serverBuild: join(ROOT, 'shell', 'dist', 'server', 'main.js'),
          config: () => runtimeConfig(env),
          styles: (pathname) => links.styles(pathname),
        });
  const pages = createPublicPages({
    indexFile: join(ROOT, 'shell', 'dist', 'index.html'),
    service: () => runtimeConfig(env).tmdb,
    renderApp,
  });
  for (const app of APPS) {
    const isShell = app.name === 'shell';
    const server = createStaticServer({
      root: join(ROOT, app.dir, 'dist'),
      spa: isShell,
      cors: !isShell,
      // Asked on every request: promoting a remote's release (releases.json) needs no restart.
      config: isShell ? () => runtimeConfig(env) : undefined,
      csp: isShell ? contentSecurityPolicy(config) : undefined,
      // A remote's releases, each under /releases/{version}/ (the live one is named in config.json).
      mounts: isShell ? {} : { '/releases/': join(releasesDir(env), app.dir) },
      links: isShell ? links : undefined,
      pages: isShell ? pages : undefined,
    });
    servers.push(await listen(server, p[app.name]));
    watchServer(server, { name: app.name, port: p[app.name], stopping: () => stopping });
  }
  await links.warm();
  // The first render loads the remotes' server containers: done now, so the first visitor's page need not wait.
  await renderApp?.warm().catch((error) => console.error('server render (warm-up):', error));
  const stop = () => {
    stopping = true;
    for (const s of servers) s.close();
    catalog?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stop(), process.exit(0)));
  process.once('exit', () => catalog?.stop());
  const lines = [
    `Reelist is running: http://localhost:${p.shell}`,
    ...APPS.slice(1).map((a) => `  remote ${a.name.padEnd(13)} http://localhost:${p[a.name]}/remoteEntry.js`),
    usesCatalog
      ? `  embedded catalogue   http://localhost:${p.catalog}`
      : '  movie and ratings services: real (API keys set)',
  ];
  console.log(lines.join('\n'));
  return { stop, ports: p };
}
