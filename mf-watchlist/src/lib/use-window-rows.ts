import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Key, RefObject } from 'react';
import { defaultRangeExtractor, observeWindowOffset, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { afterPaint } from '@reelist/storage';
import { useScrollMargin } from './use-scroll-margin';

export interface WindowRowsOptions {
  count: number;
  /** A row's height before it is measured, from the region's width (the first render guesses from the window's). */
  estimate: (width: number) => number;
  /** Rows drawn past each edge of the screen, from the frame after the first one (which draws only what is seen). */
  overscan: number;
  /** Pixels between rows (the rows are placed by the virtualizer, so a CSS gap has no effect). */
  gap?: number;
  /** A stable key per row, so a row keeps its measured height when the list above it changes. */
  rowKey?: (index: number) => Key;
  /**
   * The index of a row kept in the DOM wherever the window is (the one holding the focus, or about to take it):
   * removing it would drop the focus to the page. Asked whenever the rows in view change; give a new function when
   * its answer changes otherwise. -1: none.
   */
  pinned?: () => number;
  /**
   * A name under which the list's distance from the top of the page is remembered: the list shown again starts from
   * it (see useScrollMargin).
   */
  rememberMargin?: string;
  /** The element that will hold the rows, when the caller needs it first (see useWidthAs); one is made otherwise. */
  ref?: RefObject<HTMLElement | null>;
}

// The window's size, read once and again after each resize: reading innerWidth while a page renders lays the page out
// at once when anything in it has changed (on a navigation, the page being replaced).
let viewportSize: { width: number; height: number } | null = null;
const viewport = () => {
  if (typeof window === 'undefined') return { width: 0, height: 0 };
  if (!viewportSize) {
    viewportSize = { width: window.innerWidth, height: window.innerHeight };
    window.addEventListener('resize', () => (viewportSize = null), { once: true });
  }
  return viewportSize;
};

// The width last reported for a list: the lists are all in the page's one column, so the next list drawn most likely
// has it too.
let lastWidth: number | null = null;

/**
 * `pick(width)` for the element's width: on the first render the width last reported for a list (or the window's,
 * which the element is never wider than), then from a ResizeObserver, which reports after layout (reading
 * clientWidth in a render lays the page out at once). The caller renders again only when `pick`'s answer changes (a
 * row's height guess, a number of columns).
 */
export function useWidthAs<T>(ref: RefObject<HTMLElement | null>, pick: (width: number) => T): T {
  const [value, setValue] = useState(() => pick(lastWidth ?? (viewport().width || 1200)));
  const picked = useRef(pick);
  picked.current = pick;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width === 0) return;
      lastWidth = width;
      setValue(picked.current(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return value;
}

/** The rows in view, and the pinned one in its place among them when it is elsewhere. */
function withPinned(indexes: number[], pinned: number, count: number): number[] {
  if (pinned < 0 || pinned >= count || indexes.includes(pinned)) return indexes;
  return [...indexes, pinned].sort((a, b) => a - b);
}

/**
 * Rows scrolled with the window, of which only those near the viewport are rendered: the Watchlist's 10,000 items
 * and a list's thousands of titles. Give `ref` to the element that holds the rows (it takes `getTotalSize()` as its
 * height) and place each virtual item at `translateY(start - scrollMargin)`.
 */
export function useWindowRows<E extends HTMLElement>({
  count,
  estimate,
  overscan,
  gap,
  rowKey,
  pinned,
  rememberMargin,
  ref: given,
}: WindowRowsOptions) {
  const own = useRef<E>(null);
  const ref = (given ?? own) as RefObject<E | null>;
  const scrollMargin = useScrollMargin(ref, rememberMargin);
  // On a phone the first render guesses a phone's row height, not a desktop's, and draws the rows that fill the screen.
  const rowEstimate = useWidthAs(ref, estimate);
  // The first frame draws only the rows on the screen, the ones past its edges come in a task after it is painted:
  // opening a page of rows is one render of its header and a few rows, which on a slowed phone is most of the wait.
  const [firstFrame, setFirstFrame] = useState(true);
  useEffect(() => afterPaint(() => setFirstFrame(false)), []);
  // How the virtualizer hears of the window's scroll position (see jumpTo).
  const reportOffset = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowEstimate,
    // A row's size comes from the virtualizer's ResizeObserver, which reports every row drawn in a frame at once,
    // after layout and before paint. Reading it as each row mounts (no entry) would lay the page out once per row: a
    // new row keeps the size it was given until the observer reports. An element without layout (hidden, or a test
    // DOM) measures 0: keep the estimate rather than collapse.
    measureElement: (element, entry, instance) =>
      Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? 0) ||
      instance.measurementsCache[instance.indexFromElement(element)]?.size ||
      rowEstimate,
    overscan: firstFrame ? 0 : overscan,
    gap,
    scrollMargin,
    // The viewport as the first render sees it. The virtualizer's own default (0 x 0) has that render draw one row,
    // then learn the window's size as it mounts and render again at once, before the first paint.
    initialRect: viewport(),
    getItemKey: rowKey,
    rangeExtractor: pinned ? (range: Range) => withPinned(defaultRangeExtractor(range), pinned(), count) : undefined,
    observeElementOffset: (instance, report) => {
      reportOffset.current = report;
      const stop = observeWindowOffset(instance, report);
      return () => {
        reportOffset.current = null;
        stop?.();
      };
    },
  });
  /**
   * Scrolls the window to `offset` (px from the page's top) and tells the virtualizer at once, so the render under way
   * (a state update in the same event) draws the rows there. Told by the scroll event, it would draw the rows twice:
   * where the window was, then, a frame later, where it went.
   */
  const jumpTo = useCallback((offset: number) => {
    window.scrollTo({ top: offset, behavior: 'instant' });
    reportOffset.current?.(window.scrollY, false);
  }, []);
  return { ref, virtualizer, scrollMargin, jumpTo };
}
