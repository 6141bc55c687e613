import { C, srcSetAt } from '@reelist/contracts';
import type { SrcSetKind } from '@reelist/contracts';
import { getApiConfig } from '@reelist/api/core';

// Used only until configureApi runs (e.g. a component rendered in isolation).
const FALLBACK_IMAGE_BASE = 'https://image.tmdb.org/t/p';
const imageBase = (): string => getApiConfig()?.tmdb.imageBaseUrl ?? FALLBACK_IMAGE_BASE;

/** `{image base}/{size}{path}`; the placeholder when the path is missing, empty or the text 'null'. */
export function imageUrl(path: string | null | undefined, size: string = C.DEFAULT_IMAGE_SIZE): string {
  if (!path || path === 'null') return C.IMAGE_PLACEHOLDER;
  return `${imageBase()}/${size}${path}`;
}

/** `srcset` for a poster or backdrop path ("{url} 200w, ..."); undefined when there is no path to offer. */
export const imageSrcSet = (path: string | null | undefined, kind: SrcSetKind): string | undefined =>
  srcSetAt(imageBase(), path, kind);

/** The trailer embed: autoplay, muted, no related videos from other channels, minimal branding. */
export const youtubeEmbedUrl = (key: string): string =>
  `https://www.youtube.com/embed/${encodeURIComponent(key)}?autoplay=1&mute=1&rel=0&modestbranding=1`;
