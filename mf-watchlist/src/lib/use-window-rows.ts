import { useRef } from 'react';
import type { Key } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { useScrollMargin } from './use-scroll-margin';

export interface WindowRowsOptions {
  count: number;
  /** A row's height before it is measured, from the region's width (the first render guesses from the window's). */
  estimate: (width: number) => number;
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
}

const viewport = () =>
  typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };

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
}: WindowRowsOptions) {
  const ref = useRef<E>(null);
  const scrollMargin = useScrollMargin(ref, rememberMargin);
  // Before the region is drawn, the window's width stands for its own (a region is never wider): on a phone the
  // first render then guesses a phone's row height, not a desktop's, and draws the rows that fill the screen.
  const rowEstimate = estimate(ref.current?.clientWidth || viewport().width || 1200);
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
    overscan,
    gap,
    scrollMargin,
    // The viewport as the first render sees it. The virtualizer's own default (0 x 0) has that render draw one row,
    // then learn the window's size as it mounts and render again at once, before the first paint.
    initialRect: viewport(),
    getItemKey: rowKey,
    rangeExtractor: pinned ? (range: Range) => withPinned(defaultRangeExtractor(range), pinned(), count) : undefined,
  });
  return { ref, virtualizer, scrollMargin };
}
