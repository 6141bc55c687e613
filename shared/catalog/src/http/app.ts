/** The catalogue's Hono app: TMDB v3 under /3, OMDb under /omdb/, images under /t/p, faults under /__faults. */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import type { Fault } from '@reelist/testing/e2e';
import type { CatalogData } from '../data/types';
import { CatalogStore } from '../store/store';
import { ApiError, INVALID_API_KEY, NOT_FOUND } from './errors';
import { FaultRegistry, faultMiddleware, registerFaultRoutes } from './faults';
import type { Sleep } from './faults';
import { registerClockRoutes } from './clock';
import { registerCollectionRoutes } from './routes-collection';
import { registerImageRoutes } from './images';
import { registerOmdbRoutes } from './omdb';
import { registerDiscoverRoutes } from './routes-discover';
import { registerFindRoutes } from './routes-find';
import { registerListRoutes } from './routes-lists';
import { registerMediaRoutes } from './routes-media';
import { registerPersonRoutes } from './routes-person';

export interface CatalogAppOptions {
  /** The data set (from loadCatalogData / buildCatalogData), or a store already built from it. */
  data?: CatalogData;
  store?: CatalogStore;
  /** Faults active from the start (e.g. parsed from CATALOG_FAULTS). */
  faults?: readonly Fault[];
  /** The availability clock's date at start (YYYY-MM-DD, e.g. from CATALOG_CLOCK); the build's "today" if absent. */
  clock?: string;
  /** Injected so tests can run delays on fake time. */
  sleep?: Sleep;
}

export interface CatalogApp {
  app: Hono;
  store: CatalogStore;
  faults: FaultRegistry;
}

/**
 * A movie-service credential as TMDB accepts it: a non-empty `api_key` query (v3 key) or an
 * `Authorization: Bearer <token>` header (v4 read access token; the scheme is case-insensitive). Any
 * non-empty value passes: the catalogue checks that a credential is there, not what it is.
 */
export function hasTmdbCredential(apiKey: string | undefined, authorization: string | undefined): boolean {
  if (apiKey) return true;
  return /^bearer[ \t]+\S/i.test(authorization ?? '');
}

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const sha1 = (body: Uint8Array): ArrayBuffer => {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

export function createCatalog(options: CatalogAppOptions): CatalogApp {
  const store = options.store ?? (options.data ? new CatalogStore(options.data) : undefined);
  if (!store) throw new Error('createCatalogApp needs data or a store');
  const faults = new FaultRegistry();
  for (const spec of options.faults ?? []) faults.add(spec);
  if (options.clock) store.clock.set(options.clock);

  const app = new Hono();
  app.use(
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // No allowHeaders: a preflight is answered with the headers it asks for (Authorization for a bearer
      // token included), before the credential check below, so OPTIONS never needs a key.
      exposeHeaders: ['ETag'],
      maxAge: 86_400,
    }),
  );
  app.use(async (c, next) => {
    await next();
    // Answers are JSON or SVG by their Content-Type only: browsers must not guess another type.
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(faultMiddleware(faults, options.sleep ?? realSleep));
  app.use(compress());
  app.use(etag({ generateDigest: sha1 }));
  app.use('/3/*', async (c, next) => {
    if (!hasTmdbCredential(c.req.query('api_key'), c.req.header('Authorization'))) {
      return c.json(INVALID_API_KEY, 401);
    }
    return next();
  });

  registerFaultRoutes(app, faults);
  registerClockRoutes(app, store.clock);
  registerListRoutes(app, store);
  registerDiscoverRoutes(app, store);
  registerFindRoutes(app, store);
  registerMediaRoutes(app, store);
  registerPersonRoutes(app, store);
  registerCollectionRoutes(app, store);
  registerImageRoutes(app, store);
  registerOmdbRoutes(app, store);
  app.get('/', (c) =>
    c.json({
      name: '@reelist/catalog',
      tmdb: '/3',
      omdb: '/omdb/',
      images: '/t/p/{size}/{file}',
      today: store.today,
      availabilityDate: store.clock.today,
    }),
  );

  app.notFound((c) => (c.req.path.startsWith('/3/') ? c.json(NOT_FOUND, 404) : c.json({ error: 'Not Found' }, 404)));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status);
    console.error('catalog: unexpected error', err);
    return c.json(
      { success: false, status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDb.' },
      500,
    );
  });
  return { app, store, faults };
}

/** The Hono app alone: call `app.request(url)` in tests, or serve it with startCatalogServer. */
export function createCatalogApp(options: CatalogAppOptions): Hono {
  return createCatalog(options).app;
}
