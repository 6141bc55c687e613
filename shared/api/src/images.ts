import { C } from '@reelist/contracts';
import { getApiConfig } from '@reelist/api/core';

// Used only until configureApi runs (e.g. a component rendered in isolation).
const FALLBACK_IMAGE_BASE = 'https://image.tmdb.org/t/p';

/** `{image base}/{size}{path}`; the placeholder when the path is missing, empty or the text 'null'. */
export function imageUrl(path: string | null | undefined, size: string = C.DEFAULT_IMAGE_SIZE): string {
  if (!path || path === 'null') return C.IMAGE_PLACEHOLDER;
  const base = getApiConfig()?.tmdb.imageBaseUrl ?? FALLBACK_IMAGE_BASE;
  return `${base}/${size}${path}`;
}

/**
 * The widths the image host offers for each kind, small to large, for `srcset`: a card on a phone asks for the
 * width it shows instead of the largest. The first of each is also in the spec's sizes.
 */
const SRCSET_SIZES = {
  poster: ['w200', 'w342', 'w500'],
  backdrop: ['w300', 'w780', 'w1280'],
} as const;

/** `srcset` for a poster or backdrop path ("{url} 200w, ..."); undefined when there is no path to offer. */
export function imageSrcSet(path: string | null | undefined, kind: keyof typeof SRCSET_SIZES): string | undefined {
  if (!path || path === 'null') return undefined;
  return SRCSET_SIZES[kind].map((size) => `${imageUrl(path, size)} ${size.slice(1)}w`).join(', ');
}

/** The trailer embed: autoplay, muted, no related videos from other channels, minimal branding. */
export const youtubeEmbedUrl = (key: string): string =>
  `https://www.youtube.com/embed/${encodeURIComponent(key)}?autoplay=1&mute=1&rel=0&modestbranding=1`;
