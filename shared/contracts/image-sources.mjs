// The widths a poster or backdrop is offered in (`srcset`) and how wide each place shows it (`sizes`). Plain ESM (types
// in image-sources.d.mts): the app's images use it, and so does the server, which preloads a page's largest image
// from its HTML with the very same candidates, so the browser reuses that download instead of asking for another.

/** The widths the image host offers for each kind, small to large; a phone asks for the width it shows. */
export const SRCSET_SIZES = {
  poster: ['w200', 'w342', 'w500'],
  backdrop: ['w300', 'w780', 'w1280'],
};

/** How wide each place shows its image, as `sizes` reads it (the CSS of the card sizes and of Detail's hero). */
export const SHOWN_WIDTH = {
  cardSm: '140px',
  cardMd: '180px',
  cardLg: '220px',
  cardFluid: '(max-width: 640px) 50vw, 240px',
  heroBackdrop: '(max-width: 1280px) 100vw, 1280px',
  heroPoster: '(max-width: 720px) 110px, 260px',
};

/** "{base}/w200{path} 200w, ..." for a path, or undefined when there is none. */
export function srcSetAt(base, path, kind) {
  if (!path || path === 'null') return undefined;
  return SRCSET_SIZES[kind].map((size) => `${base}/${size}${path} ${size.slice(1)}w`).join(', ');
}
