import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

// The last distance measured for each `remember` name. A page opened again starts from it: when it is still right,
// the first render already draws the rows the screen shows, and the page is not rendered a second time before its
// first paint (with every effect of the page it replaced run first, which leaving My Lists' 200 cards made costly).
const remembered = new Map<string, number>();

/**
 * The list's distance from the top of the document, for a window virtualizer. Read when the list is first drawn,
 * then again whenever its parent changes size (content above the list, a panel or a banner, changing height) and on
 * resize. Not after every render: reading a position in a render's layout effect lays the page out at once, and a
 * move in a long list renders twice in a frame (the rows, then the window at the new place). With `remember`, the
 * first render starts from the distance last measured under that name (0 otherwise).
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, remember?: string): number {
  const [margin, setMargin] = useState(() => (remember === undefined ? 0 : (remembered.get(remember) ?? 0)));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (remember !== undefined) remembered.set(remember, top);
      setMargin((current) => (current === top ? current : top));
    };
    // Before the first paint, unless a remembered distance stands in (the observer corrects a wrong one right after).
    if (remember === undefined || !remembered.has(remember)) measure();
    // The observer reports after layout: reading the position then costs no layout of its own.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element.parentElement ?? element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, remember]);
  return margin;
}
