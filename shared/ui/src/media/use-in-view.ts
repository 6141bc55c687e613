import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

// Browsers may report a ratio a hair under the threshold that triggered the callback.
const RATIO_EPSILON = 1e-3;

/**
 * True once `ref` has been at least `threshold` visible. It latches: a lazy image that has started
 * loading should not unload when scrolled away. In a browser without IntersectionObserver it is visible at once; on a
 * server (no window) it is not, as in a browser's first render, so a page rendered there draws what the browser's
 * first render will.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - RATIO_EPSILON)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, inView]);

  return inView;
}
