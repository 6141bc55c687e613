// The banner itself is @reelist/ui's: a collection's "Add all to watchlist" (mf-detail) offers its Undo the same way.
export { UndoBanner } from '@reelist/ui';
export type { UndoBannerProps } from '@reelist/ui';

/**
 * A large change that can be taken back: what it did, the button's label, and how to take it back. `undo` may
 * return what the visitor should know afterwards (what it could not take back).
 */
export interface Undo {
  message: string;
  /** A second line: the details (what an import added, updated and left alone). */
  detail?: string;
  label?: string;
  undo: () => string | void;
}
