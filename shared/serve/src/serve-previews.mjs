// Serves every remote's standalone preview build (dist-preview/) against an already running catalogue.
import { join } from 'node:path';
import { ROOT } from './setup.mjs';
import { APPS, contentSecurityPolicy, runtimeConfig } from './config.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export function previewPort(app, env = process.env) {
  return Number(env[`${app.portEnv}_PREVIEW`]) || (Number(env[app.portEnv]) || app.port) + 10;
}

export async function servePreviews(env = process.env) {
  const config = runtimeConfig(env);
  for (const app of APPS.slice(1)) {
    const server = createStaticServer({
      root: join(ROOT, app.dir, 'dist-preview'),
      spa: true,
      config,
      csp: contentSecurityPolicy(config),
    });
    await listen(server, previewPort(app, env));
    console.log(`preview ${app.dir} http://localhost:${previewPort(app, env)}`);
  }
}
