// What a public page's head says and how it is written (public-pages.mjs puts it into the shell's HTML): title,
// description, canonical URL, Open Graph and Twitter card tags, JSON-LD. Every value from the service is escaped.

import { SHOWN_WIDTH, srcSetAt } from '@reelist/contracts/image-sources.mjs';

export const PRODUCT_NAME = 'Reelist';
export const SITE_DESCRIPTION = 'Reelist: discover movies and TV shows, keep a watchlist, get recommendations.';
const DESCRIPTION_MAX = 200;

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

/**
 * The page's largest image, for `<link rel=preload>`: the same src, srcset and sizes as the client's <img>, so the
 * browser fetches it while the scripts load and the client's image finds it done.
 */
const largestImage = (imageBase, path, size, kind, shown) =>
  path
    ? { href: imageAt(imageBase, size, path), srcset: srcSetAt(imageBase, path, kind), sizes: SHOWN_WIDTH[shown] }
    : undefined;

export const yearOf = (date) => (/^\d{4}/.test(date ?? '') ? date.slice(0, 4) : '');
const people = (list) => list.map((person) => ({ '@type': 'Person', name: person.name }));
export const imageAt = (base, size, path) => (path ? `${base}/${size}${path}` : undefined);

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
  // Home's first card: the first of Trending Today.
  if (page.kind === 'home') {
    return { ...site, preload: largestImage(imageBase, data?.results?.[0]?.poster_path, 'w500', 'poster', 'cardMd') };
  }
  if (page.kind === 'search') {
    const query = page.query.trim();
    if (!query) return site;
    // The first result's poster, as the results grid (the default view) shows it; a person's photo is smaller.
    const first = data?.results?.[0];
    const poster = first?.media_type === 'person' ? undefined : first?.poster_path;
    return {
      ...site,
      description: `Movies and TV shows matching "${excerpt(query, 100)}" on Reelist.`,
      preload: largestImage(imageBase, poster, 'w500', 'poster', 'cardFluid'),
    };
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
      preload: largestImage(imageBase, data.backdrop_path, 'w1280', 'backdrop', 'heroBackdrop'),
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
    head.preload
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preload.href)}" imagesrcset="${escapeHtml(
          head.preload.srcset,
        )}" imagesizes="${escapeHtml(head.preload.sizes)}" fetchpriority="high" data-page-head />`
      : '',
    head.jsonLd ? `<script type="application/ld+json" data-page-head>${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('');
}
