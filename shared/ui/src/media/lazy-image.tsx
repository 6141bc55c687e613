import { useRef, useState } from 'react';
import { C } from '@reelist/contracts';
import { cx } from '../lib/cx';
import { useInView } from './use-in-view';
import styles from './lazy-image.module.css';
import { LAZY_IMAGE_THRESHOLD } from './constants';

export type LazyImageProps = {
  /** An already-built image URL. Missing, empty or the text 'null' means "use the fallback". */
  src?: string | null;
  alt: string;
  /** Intrinsic size; together they fix the aspect ratio so loading never shifts the layout. */
  width: number;
  height: number;
  className?: string;
  fallbackSrc?: string;
  /** Other widths of the same image ("{url} 200w, ..."), with `sizes` saying how wide it shows. */
  srcSet?: string;
  sizes?: string;
  /**
   * For images in the first viewport: 'eager' skips the observer and lets the browser fetch at once; 'high' also
   * asks for it before other images (the likely Largest Contentful Paint).
   */
  priority?: ImagePriority;
};

export type ImagePriority = 'eager' | 'high';

function isMissing(src: string | null | undefined): src is null | undefined {
  return !src || src.trim() === '' || src === 'null' || src === 'undefined';
}

/**
 * The class of a common shape (posters and photos 2:3, backdrops and stills 16:9, logos 1:1), within 1%: a page
 * rendered on the server is under a policy that allows no inline styles, so its images' frames keep their shape by
 * class. Any other shape is a style attribute.
 */
function ratioClassOf(ratio: number): string | undefined {
  const near = (shape: number) => Math.abs(ratio / shape - 1) < 0.01;
  if (near(2 / 3)) return styles.portrait;
  if (near(16 / 9)) return styles.landscape;
  if (near(1)) return styles.square;
  return undefined;
}

/** An image that loads at 10% visibility, with a shimmering placeholder and a fallback on error. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  fallbackSrc = C.IMAGE_PLACEHOLDER,
  priority,
  srcSet,
  sizes,
}: LazyImageProps) {
  const eager = priority !== undefined;
  const ratioClass = ratioClassOf(width / height);
  const frameRef = useRef<HTMLSpanElement>(null);
  const visible = useInView(frameRef, LAZY_IMAGE_THRESHOLD) || eager;
  // Keyed by URL, so a new src starts fresh without an effect resetting state.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  const wanted = isMissing(src) ? fallbackSrc : src;
  const current = failed.has(wanted) ? fallbackSrc : wanted;
  const broken = failed.has(current);
  const loaded = loadedSrc === current && !broken;

  return (
    <span
      ref={frameRef}
      className={cx(styles.frame, ratioClass, className)}
      style={ratioClass ? undefined : { aspectRatio: `${width} / ${height}` }}
      data-state={broken ? 'error' : loaded ? 'loaded' : 'loading'}
    >
      {!loaded && (
        <span
          className={cx(styles.placeholder, broken && styles.broken)}
          {...(broken && alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        />
      )}
      {visible && !broken && (
        <img
          src={current}
          // The other widths are of the wanted image: once it failed and the fallback shows, they do not apply.
          srcSet={current === wanted ? srcSet : undefined}
          sizes={current === wanted && srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          // A lazy image fades in once loaded; a priority one shows as it arrives, with no wait for the load event
          // and a render: it is what the visitor sees first (and the Largest Contentful Paint).
          className={cx(styles.image, (loaded || eager) && styles.loaded)}
          onLoad={() => setLoadedSrc(current)}
          onError={() => setFailed((prev) => new Set(prev).add(current))}
        />
      )}
    </span>
  );
}
