/** Serves the catalogue app over HTTP on Node. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadCatalogData } from '../data/load';
import type { CatalogAppOptions } from './app';
import { createCatalog } from './app';

export interface CatalogServerOptions extends CatalogAppOptions {
  /** 0 picks a free port. Default 4300. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
}

export interface CatalogServer {
  /** http://localhost:{port} */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startCatalogServer(options: CatalogServerOptions = {}): Promise<CatalogServer> {
  const data = options.data ?? (options.store ? undefined : await loadCatalogData());
  const { app } = createCatalog({ ...options, data });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 4300, hostname: options.host ?? '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://localhost:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((err) => (err ? fail(err) : done()));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
