import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

type Seen = () => void;

/** How near the viewport a card counts as seen: its posters load a little before they scroll into view. */
const ROOT_MARGIN = '300px 0px';

// One observer for every card of My Lists: two hundred observers (or eight hundred, one per poster) cost more to set
// up than the cards themselves.
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Seen>();

function observe(element: Element, seen: Seen): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  waiting.set(element, seen);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * True once `ref` has come near the viewport (300 px), and from then on. Without IntersectionObserver (a test DOM)
 * it is true at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return observe(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
