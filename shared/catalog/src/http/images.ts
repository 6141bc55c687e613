/**
 * The service's image paths (/t/p/{size}/{file}.jpg): posters, backdrops, stills, profiles and logos of what the
 * catalogue holds, as generated JPEGs (artwork.ts). An unknown size or file is a 404, as on the real image host.
 */
import type { Hono } from 'hono';
import type { CatalogStore } from '../store/store';
import { renderArtwork } from './artwork';

export const IMAGE_SIZES = [
  'w45',
  'w92',
  'w154',
  'w185',
  'w200',
  'w300',
  'w342',
  'w500',
  'w780',
  'w1280',
  'h632',
  'original',
];

const FILE = /^(poster|backdrop|still|profile|logo)-([mtsepcwn])(\d+)(?:x(\d+))?(?:x(\d+))?\.jpg$/;
/** The kind of image a file name asks for (poster, backdrop, ...), or undefined when it names nothing in the catalogue. */
export function imageKind(store: CatalogStore, file: string): string | undefined {
  const m = FILE.exec(file);
  if (!m) return undefined;
  const [, kind = '', type, rawId, a, b] = m;
  const id = Number(rawId);
  const show = store.shows.get(id);
  const label = ((): string | undefined => {
    switch (type) {
      case 'm':
        return store.movies.get(id)?.title;
      case 't':
        return show?.name;
      case 's':
        return show && show.seasons.some((s) => s.season_number === Number(a))
          ? `${show.name} · Season ${a}`
          : undefined;
      case 'e':
        return show?.seasons
          .find((s) => s.season_number === Number(a))
          ?.episodes.find((e) => e.episode_number === Number(b))?.name;
      case 'p':
        return store.people.get(id)?.name;
      case 'c':
        return store.companies.get(id)?.name;
      case 'w':
        return store.providers.get(id)?.provider_name;
      case 'n':
        return store.networks.get(id)?.name;
      default:
        return undefined;
    }
  })();
  return label === undefined ? undefined : kind;
}

/** Bytes of encoded images kept in memory; past it the least recently asked for go first. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Images encoded at once: a burst of new paths queues instead of holding a raw frame each in memory. */
const RENDERS_AT_ONCE = 2;

/** Renders each path once, at most RENDERS_AT_ONCE at a time, and keeps the results within CACHE_BYTES. */
function artworkCache() {
  const done = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  const queue: Array<() => void> = [];
  let bytes = 0;
  let running = 0;
  const slot = (): Promise<void> =>
    running < RENDERS_AT_ONCE
      ? Promise.resolve(void (running += 1))
      : new Promise((resolve) => queue.push(() => resolve()));
  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  const keep = (key: string, image: Buffer): void => {
    done.set(key, image);
    bytes += image.length;
    for (const [oldKey, old] of done) {
      if (bytes <= CACHE_BYTES) break;
      done.delete(oldKey);
      bytes -= old.length;
    }
  };
  return (key: string, render: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = done.get(key);
    if (hit) {
      done.delete(key);
      done.set(key, hit);
      return Promise.resolve(hit);
    }
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const job = slot()
      .then(render)
      .then((image) => {
        keep(key, image);
        return image;
      })
      .finally(() => {
        pending.delete(key);
        release();
      });
    pending.set(key, job);
    return job;
  };
}

export function registerImageRoutes(app: Hono, store: CatalogStore): void {
  const cached = artworkCache();
  app.get('/t/p/:size/:file', async (c) => {
    const size = c.req.param('size');
    const file = c.req.param('file');
    const kind = IMAGE_SIZES.includes(size) ? imageKind(store, file) : undefined;
    if (!kind) return c.text('Not Found', 404);
    const image = await cached(`${size}/${file}`, () => renderArtwork(file, kind, size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'image/jpeg');
    return c.body(new Uint8Array(image));
  });
}
