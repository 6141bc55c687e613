#!/usr/bin/env node
// npm run preview -w mf-watchlist: build the remote as a standalone app and serve it with the catalogue.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureDependencies, must } from '../src/setup.mjs';
import { APPS, runtimeConfig, ports } from '../src/config.mjs';

const dir = process.argv[2];
const app = APPS.find((a) => a.dir === dir && a.name !== 'shell');
if (!app) {
  console.error(
    `usage: preview.mjs <${APPS.slice(1)
      .map((a) => a.dir)
      .join('|')}>`,
  );
  process.exit(2);
}
ensureDependencies();
if (process.env.PREVIEW_REBUILD !== '0' || !existsSync(join(ROOT, dir, 'dist-preview/index.html'))) {
  must('npm', ['run', 'build:preview', '-w', dir]);
}
if (!existsSync(join(ROOT, 'shared/catalog/dist/bin/start.js')))
  must('npm', ['run', 'build', '-w', '@reelist/catalog']);
const { createStaticServer, listen } = await import('../src/static-server.mjs');
const { startCatalog } = await import('../src/serve-all.mjs');
const { contentSecurityPolicy } = await import('../src/config.mjs');
const { catalogForPreview } = await import('../src/catalog-port.mjs');
const port = Number(process.env.PREVIEW_PORT) || app.port + 10;
// Beside a running `npm start` the catalogue's port is taken: reuse that catalogue, or pick a free port.
const chosen = await catalogForPreview(ports().catalog);
const env = { ...process.env, CATALOG_PORT: String(chosen.port) };
const catalog = chosen.start ? await startCatalog(chosen.port) : null;
const config = runtimeConfig(env);
await listen(
  createStaticServer({ root: join(ROOT, dir, 'dist-preview'), spa: true, config, csp: contentSecurityPolicy(config) }),
  port,
);
process.once('exit', () => catalog?.kill());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
console.log(`Preview of ${dir}: http://localhost:${port}  (${chosen.note}: http://localhost:${chosen.port})`);
