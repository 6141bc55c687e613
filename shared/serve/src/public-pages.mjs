// Each public page's own head in the shell's HTML, before any script runs: title, description, canonical URL, Open
// Graph and Twitter card tags, and JSON-LD for titles and people, from the movie service with the default
// preferences (English; nothing of the visitor's reaches the server). Crawlers and link previews run no JavaScript,
// so without this a shared film showed the same bare "Reelist" page as every other address.
//
// Never in the way: a service slower than TIMEOUT_MS, down, or answering nonsense gets the plain shell (as before),
// and the client renders as it always did. A title the service says does not exist answers 404.

import { readFile, stat } from 'node:fs/promises';

export const PRODUCT_NAME = 'Reelist';
export const SITE_DESCRIPTION = 'Reelist: discover movies and TV shows, keep a watchlist, get recommendations.';
/** How long an HTML response waits for the movie service before it goes out as the plain shell. */
export const TIMEOUT_MS = 300;
/** Answers kept for the next crawler of the same page (the service's details change rarely). */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;
const DESCRIPTION_MAX = 200;

const ENTITY = /^\/(movie|tv|person|collection)\/([^/]+)\/?$/;

/**
 * The public page an address names: Home, Search (with its query) or an entity with its id; null for every other
 * route (the visitor's own pages: watchlist, analytics, ...), which keep the plain shell. An entity id that is not a
 * positive whole number is `missing` at once, without asking the service (as the client reads ids).
 */
export function publicPage(url) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/search' || pathname === '/search/') return { kind: 'search', query: searchParams.get('q') ?? '' };
  const match = ENTITY.exec(pathname);
  if (!match) return null;
  const [, kind, raw] = match;
  const id = /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return id === null ? { kind, missing: true } : { kind, id };
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, escaped for HTML. */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/**
 * JSON for a <script type="application/ld+json"> block: `<` and `>` (so no `</script>` or `<!--` can end or bend
 * the block), `&` and the two line separators JavaScript once rejected are written as \u escapes, which JSON reads
 * back as the same characters.
 */
export const jsonForScript = (value) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The first `max` characters of a text, cut at a word and marked with an ellipsis when cut. */
export function excerpt(text, max = DESCRIPTION_MAX) {
  const clean = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const yearOf = (date) => (/^\d{4}/.test(date ?? '') ? date.slice(0, 4) : '');
const people = (list) => list.map((person) => ({ '@type': 'Person', name: person.name }));
const imageAt = (base, size, path) => (path ? `${base}/${size}${path}` : undefined);

/** The rating as schema.org reads it, when anyone has rated. */
const ratingOf = (data) =>
  data.vote_count > 0
    ? {
        '@type': 'AggregateRating',
        ratingValue: Math.round(data.vote_average * 10) / 10,
        bestRating: 10,
        worstRating: 0,
        ratingCount: data.vote_count,
      }
    : undefined;

/**
 * What a page's head says, from the service's answer: { title, description, type, image, imageAlt, largeImage,
 * jsonLd }. `canonical` is the page's own address; `imageBase` the service's image address (…/t/p).
 */
export function headFor(page, data, { canonical, imageBase }) {
  const site = { title: PRODUCT_NAME, description: SITE_DESCRIPTION, type: 'website', canonical };
  if (page.kind === 'home') return site;
  if (page.kind === 'search') {
    const query = page.query.trim();
    return query ? { ...site, description: `Movies and TV shows matching "${excerpt(query, 100)}" on Reelist.` } : site;
  }
  if (page.kind === 'movie' || page.kind === 'tv') {
    const movie = page.kind === 'movie';
    const name = (movie ? data.title : data.name) || 'Untitled';
    const date = (movie ? data.release_date : data.first_air_date) || '';
    const year = yearOf(date);
    const directors = (data.credits?.crew ?? []).filter((member) => member.job === 'Director');
    const poster = imageAt(imageBase, 'w500', data.poster_path);
    const backdrop = imageAt(imageBase, 'w1280', data.backdrop_path);
    const description =
      excerpt(data.overview) || `${name}${year ? ` (${year})` : ''}, a ${movie ? 'movie' : 'TV show'} on Reelist.`;
    return {
      title: `${name} · ${PRODUCT_NAME}`,
      description,
      type: movie ? 'video.movie' : 'video.tv_show',
      canonical,
      image: backdrop ?? poster,
      imageAlt: name,
      largeImage: Boolean(backdrop),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': movie ? 'Movie' : 'TVSeries',
        name,
        url: canonical,
        ...(poster && { image: poster }),
        ...(data.overview && { description: data.overview }),
        ...(date && (movie ? { datePublished: date } : { startDate: date })),
        ...(data.genres?.length && { genre: data.genres.map((genre) => genre.name) }),
        ...(ratingOf(data) && { aggregateRating: ratingOf(data) }),
        ...(directors.length > 0 && { director: people(directors) }),
        ...(!movie && data.created_by?.length && { creator: people(data.created_by) }),
        ...((data.credits?.cast ?? []).length > 0 && { actor: people(data.credits.cast.slice(0, 10)) }),
        ...(movie && data.runtime > 0 && { duration: `PT${data.runtime}M` }),
        ...(!movie && data.number_of_seasons > 0 && { numberOfSeasons: data.number_of_seasons }),
      },
    };
  }
  if (page.kind === 'person') {
    const photo = imageAt(imageBase, 'h632', data.profile_path);
    const known = data.known_for_department ? `, known for ${data.known_for_department.toLowerCase()}` : '';
    return {
      title: `${data.name} · ${PRODUCT_NAME}`,
      description: excerpt(data.biography) || `${data.name}${known}, on Reelist.`,
      type: 'profile',
      canonical,
      image: photo,
      imageAlt: data.name,
      largeImage: false,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: data.name,
        url: canonical,
        ...(photo && { image: photo }),
        ...(data.birthday && { birthDate: data.birthday }),
        ...(data.deathday && { deathDate: data.deathday }),
        ...(data.place_of_birth && { birthPlace: data.place_of_birth }),
        ...(data.known_for_department && { jobTitle: data.known_for_department }),
      },
    };
  }
  // A collection: the series' own words, or its parts.
  const parts = data.parts ?? [];
  const backdrop = imageAt(imageBase, 'w1280', data.backdrop_path);
  return {
    title: `${data.name} · ${PRODUCT_NAME}`,
    description:
      excerpt(data.overview) ||
      excerpt(`${data.name}: ${parts.map((part) => part.title).join(', ')}.`) ||
      `${data.name} on Reelist.`,
    type: 'website',
    canonical,
    image: backdrop ?? imageAt(imageBase, 'w500', data.poster_path),
    imageAlt: data.name,
    largeImage: Boolean(backdrop),
  };
}

/**
 * The head of a page that does not exist: a 404 a search engine drops. Titled as the app is, since no screen of the
 * client sets the title back when the visitor moves on from its not-found page.
 */
export const notFoundHead = (canonical) => ({
  title: PRODUCT_NAME,
  description: 'This page does not exist on Reelist.',
  type: 'website',
  canonical,
  noindex: true,
});

/** The tags of a head, every value escaped. */
export function renderHead(head) {
  const meta = (attr, key, value) =>
    value === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(value)}" data-page-head />`;
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex" data-page-head />' : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head />`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.image && head.imageAlt),
    meta('name', 'twitter:card', head.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd ? `<script type="application/ld+json" data-page-head>${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('');
}

/**
 * The shell's HTML with a page's head: its title and description in place of the shell's (the build writes them
 * minified, attribute quotes dropped), the other tags before </head>.
 */
export function withHead(html, head) {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="?description"?\s[^>]*>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${renderHead(head)}</head>`);
}

/** The service's path for a page's details (the client asks for the same details on these pages). */
const detailsPath = (page) =>
  page.kind === 'movie' || page.kind === 'tv'
    ? `/${page.kind}/${page.id}?append_to_response=credits`
    : `/${page.kind}/${page.id}`;

/**
 * @param {object} o
 * @param {string} o.indexFile the shell build's index.html (read again when it changes: a new build needs no restart)
 * @param {() => { baseUrl: string, apiKey: string, imageBaseUrl: string }} o.service the movie service, asked each time
 * @param {typeof fetch} [o.fetch]
 * @param {(line: string) => void} [o.log] a failure is reported once, not once per request, until pages render again
 * @param {number} [o.timeoutMs]
 * @param {() => number} [o.now]
 * @returns {(url: string) => Promise<{ status: number, html: string } | null>} null: serve the plain shell
 */
export function createPublicPages({
  indexFile,
  service,
  fetch: fetchImpl = fetch,
  log = console.error,
  timeoutMs = TIMEOUT_MS,
  now = Date.now,
}) {
  let shell = { mtimeMs: -1, html: '' };
  const cache = new Map();
  let failing = false;

  const shellHtml = async () => {
    const info = await stat(indexFile);
    if (info.mtimeMs !== shell.mtimeMs) shell = { mtimeMs: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
    return shell.html;
  };

  /** The service's answer for a page: { found: data } or { missing: true }; throws on anything else. */
  const details = async (page, signal) => {
    const { baseUrl, apiKey } = service();
    const path = detailsPath(page);
    const key = `${baseUrl}${path}`;
    const kept = cache.get(key);
    if (kept && kept.until > now()) return kept.answer;
    const url = new URL(`${baseUrl}${path}`);
    url.searchParams.set('api_key', apiKey);
    url.searchParams.set('language', 'en-US');
    const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
    if (response.status === 404) return { missing: true };
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const data = await response.json();
    if (typeof data !== 'object' || data === null || (data.title ?? data.name) === undefined)
      throw new Error(`${path}: not the details of a ${page.kind}`);
    const answer = { found: data };
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value);
    cache.set(key, { answer, until: now() + CACHE_TTL_MS });
    return answer;
  };

  return async function render(url) {
    const page = publicPage(url);
    if (!page) return null;
    const canonical = new URL(url).origin + new URL(url).pathname.replace(/(.)\/$/, '$1');
    try {
      const html = await shellHtml();
      if (page.missing) return { status: 404, html: withHead(html, notFoundHead(canonical)) };
      let answer = { found: null };
      if (page.id !== undefined) {
        const signal = AbortSignal.timeout(timeoutMs);
        answer = await details(page, signal);
      }
      if (answer.missing) return { status: 404, html: withHead(html, notFoundHead(canonical)) };
      const search = page.kind === 'search' && page.query ? `?q=${encodeURIComponent(page.query)}` : '';
      const head = headFor(page, answer.found, {
        canonical: canonical + search,
        imageBase: service().imageBaseUrl,
      });
      failing = false;
      return { status: 200, html: withHead(html, head) };
    } catch (error) {
      if (!failing) log(`public page ${new URL(url).pathname}: served the plain shell (${error?.message ?? error})`);
      failing = true;
      return null;
    }
  };
}
