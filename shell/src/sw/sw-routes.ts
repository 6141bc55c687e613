// Which requests the service worker caches and how (see the shell README). Pure, so they are unit-tested.

interface RequestInfo {
  url: URL;
  /** The worker's own origin (the shell's). */
  origin: string;
}

/** The runtime config: NetworkFirst, so a redeploy of a remote is picked up when online. */
export const isRuntimeConfig = ({ url, origin }: RequestInfo): boolean =>
  url.origin === origin && url.pathname === '/config.json';

/** Remote manifests and entries (stable names, new content on every deploy): NetworkFirst. */
export const isRemoteEntry = ({ url }: RequestInfo): boolean =>
  url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js');

/** Content-hashed bundles of the shell and the remotes (`name.0123abcd.js`): immutable, CacheFirst. */
export const isHashedChunk = ({ url }: RequestInfo): boolean => /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname);

/** Posters, backdrops, logos: the catalogue's /t/p/ images and the real image CDN. CacheFirst. */
export const isImage = ({ url }: RequestInfo): boolean =>
  url.hostname === 'image.tmdb.org' || url.pathname.startsWith('/t/p/');

/** Movie-service GETs (TMDB v3 paths): stale-while-revalidate. */
export const isMovieApi = ({ url, origin }: RequestInfo): boolean =>
  url.origin !== origin && url.pathname.startsWith('/3/');

/**
 * A title's watch providers (`/3/{movie|tv}/{id}/watch/providers`): NetworkFirst, registered before the movie
 * service's route. Offers change from day to day and the arrivals check compares them: a stale answer would hide
 * an arrival for a day; offline, the cached one still shows.
 */
export const isTitleProviders = (info: RequestInfo): boolean =>
  isMovieApi(info) && /^\/3\/(?:movie|tv)\/\d+\/watch\/providers$/.test(info.url.pathname);

/**
 * A person's details with their credits (`/3/person/{id}`): NetworkFirst like a title's providers. The daily check of
 * followed people compares their credits with what it saw last: a stale answer would hide a new title for a day.
 */
export const isPersonDetails = (info: RequestInfo): boolean =>
  isMovieApi(info) && /^\/3\/person\/\d+$/.test(info.url.pathname);
