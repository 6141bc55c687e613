/**
 * Generated SVG artwork for TMDB-style image paths (/t/p/{size}/{file}.jpg): posters, backdrops, stills,
 * profiles and logos, each distinct (its own title and colours) and safe (all text XML-escaped).
 */
import type { Hono } from 'hono';
import { hash32 } from '../data/util';
import type { CatalogStore } from '../store/store';

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
const BOX: Record<string, [number, number]> = {
  poster: [500, 750],
  profile: [500, 750],
  backdrop: [1280, 720],
  still: [1280, 720],
  logo: [500, 200],
};

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** The label an image shows, or undefined when the file names nothing in the catalogue. */
export function imageLabel(store: CatalogStore, file: string): { kind: string; label: string } | undefined {
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
  return label === undefined ? undefined : { kind, label };
}

function lines(label: string, width: number, max: number): string[] {
  const words = label.slice(0, 120).split(/\s+/);
  const out: string[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.slice(0, width));
  }
  return out.length > max ? [...out.slice(0, max - 1), `${out[max - 1] ?? ''}…`] : out;
}

export function renderSvg(file: string, kind: string, label: string, size: string): string {
  const [w, h] = BOX[kind] ?? [500, 750];
  const n = Number(size.slice(1));
  const width = size.startsWith('w') ? n : size.startsWith('h') ? Math.round((n * w) / h) : w;
  const height = Math.round((width * h) / w);
  const hue = hash32(file) % 360;
  const text = lines(label, kind === 'logo' ? 22 : kind === 'poster' || kind === 'profile' ? 16 : 34, 4);
  const fontSize = Math.round(w / (kind === 'logo' ? 14 : 11));
  const tspans = text.map((t, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.2}em">${escapeXml(t)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,38%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 140) % 360},60%,18%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<text x="50%" y="${Math.round(h / 2 - (text.length - 1) * fontSize * 0.6)}" fill="#fff" font-family="sans-serif" ` +
    `font-size="${fontSize}" text-anchor="middle">${tspans}</text></svg>`
  );
}

export function registerImageRoutes(app: Hono, store: CatalogStore): void {
  const cache = new Map<string, string>();
  app.get('/t/p/:size/:file', (c) => {
    const size = c.req.param('size');
    const file = c.req.param('file');
    const found = IMAGE_SIZES.includes(size) ? imageLabel(store, file) : undefined;
    if (!found) return c.text('Not Found', 404);
    const key = `${size}/${file}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = renderSvg(file, found.kind, found.label, size);
      if (cache.size > 5_000) cache.clear();
      cache.set(key, svg);
    }
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(svg);
  });
}
