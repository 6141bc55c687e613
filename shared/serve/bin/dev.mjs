#!/usr/bin/env node
// npm run dev: every app under webpack-dev-server with hot reload, plus the embedded catalogue.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureDependencies, must } from '../src/setup.mjs';
import { APPS, ports } from '../src/config.mjs';

ensureDependencies();
if (!existsSync(join(ROOT, 'shared/catalog/dist/bin/start.js')))
  must('npm', ['run', 'build', '-w', '@reelist/catalog']);
const { startCatalog } = await import('../src/serve-all.mjs');
const p = ports();
const children = [await startCatalog(p.catalog)];
for (const app of APPS) {
  children.push(
    spawn(
      'npx',
      ['webpack', 'serve', '--config', 'webpack.config.js', '--mode', 'development', '--port', String(p[app.name])],
      {
        cwd: join(ROOT, app.dir),
        stdio: 'inherit',
      },
    ),
  );
}
const stop = () => children.forEach((c) => c.kill());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stop(), process.exit(0)));
console.log(`Reelist dev: http://localhost:${p.shell} (hot reload), catalogue http://localhost:${p.catalog}`);
