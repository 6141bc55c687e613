import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

// The last distance measured for each `remember` name. A page opened again starts from it: when it is still right,
// the first render already draws the rows the screen shows, and the page is not rendered a second time before its
// first paint (with every effect of the page it replaced run first, which leaving My Lists' 200 cards makes costly).
const remembered = new Map<string, number>();

/**
 * The list's distance from the top of the document, for a window virtualizer. Re-read after every render and on
 * resize, because content above it (the panel, a banner) changes height. With `remember`, the first render starts
 * from the distance last measured under that name (0 otherwise).
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, remember?: string): number {
  const [margin, setMargin] = useState(() => (remember === undefined ? 0 : (remembered.get(remember) ?? 0)));
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (remember !== undefined) remembered.set(remember, top);
      setMargin((current) => (current === top ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return margin;
}
