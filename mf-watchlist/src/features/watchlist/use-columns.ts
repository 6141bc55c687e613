import { useSyncExternalStore } from 'react';

// Viewport breakpoints for 2, 3, 4, 5 and 6 columns of the grid view.
const BREAKPOINTS: ReadonlyArray<[minWidth: number, columns: number]> = [
  [1536, 6],
  [1200, 5],
  [900, 4],
  [640, 3],
];

export const columnsFor = (width: number): number => BREAKPOINTS.find(([min]) => width >= min)?.[1] ?? 2;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Grid columns for the current viewport; the virtualizer needs the number, so CSS alone cannot decide it. */
export const useColumns = (): number =>
  useSyncExternalStore(
    subscribe,
    () => columnsFor(window.innerWidth),
    () => 2,
  );
