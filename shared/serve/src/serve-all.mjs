// Serves the built shell, the four remotes and the embedded catalogue, as `npm start` and the browser tests do.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';
import { APPS, contentSecurityPolicy, ports, runtimeConfig } from './config.mjs';
import { createFirstPageHints } from './first-page-hints.mjs';
import { releasesDir } from './releases.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export function startCatalog(port) {
  const child = spawn(process.execPath, [join(ROOT, 'shared/catalog/dist/bin/start.js')], {
    env: { ...process.env, CATALOG_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('listening')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`catalogue exited with code ${code}: ${out}`)));
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
  const catalog = usesCatalog ? await startCatalog(p.catalog) : null;
  const servers = [];
  // The HTML names the first page's files (Link: rel=preload), from the routes the shell was built with.
  const links = createFirstPageHints({
    routes: readRoutes(join(ROOT, 'shell', 'dist')),
    remotes: () => runtimeConfig(env).remotes,
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
    });
    servers.push(await listen(server, p[app.name]));
  }
  await links.warm();
  const stop = () => {
    for (const s of servers) s.close();
    catalog?.kill();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stop(), process.exit(0)));
  process.once('exit', () => catalog?.kill());
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
