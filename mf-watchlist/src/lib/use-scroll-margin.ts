import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The list's distance from the top of the document, for a window virtualizer. Re-read after every render and on
 * resize, because content above it (the panel, a banner) changes height.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setMargin((current) => (current === top ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return margin;
}
