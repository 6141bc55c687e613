/**
 * Runs the catalogue: `node shared/catalog/dist/bin/start.js`. Env: CATALOG_PORT (4300), HOST (127.0.0.1),
 * CATALOG_FAULTS (JSON array of faults), CATALOG_CLOCK (YYYY-MM-DD: the date watch providers are answered for). Prints "catalog listening on http://localhost:{port}" when ready.
 */
import { faultsFromEnv } from '../src/http/faults';
import { startCatalogServer } from '../src/http/server';

async function main(): Promise<void> {
  const port = Number(process.env['CATALOG_PORT'] ?? 4300);
  const server = await startCatalogServer({
    port,
    host: process.env['HOST'] || '127.0.0.1',
    faults: faultsFromEnv(process.env['CATALOG_FAULTS']),
    clock: process.env['CATALOG_CLOCK'] || undefined,
  });
  console.log(`catalog listening on ${server.url}`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('catalog: failed to start', err);
  process.exit(1);
});
