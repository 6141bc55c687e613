/** The person page's limits (only this feature uses them). */

/** The photo's size: the service's tall profile size, sharp at the page's photo width. */
export const PROFILE_SIZE = 'h632';
/** A biography longer than this (characters) is cut to a few lines with Read more. */
export const BIOGRAPHY_CUT = 320;
/** Titles in the Known For row. */
export const KNOWN_FOR_MAX = 8;
/**
 * Rows each filmography department shows before its "Show all {n} {Department} credits" button: a person with
 * hundreds of credits renders and filters quickly on a phone (issue 37, shared/bench/src/person.js).
 */
export const FILMOGRAPHY_ROWS_SHOWN = 20;
/**
 * Rows of a department drawn at first: every row drawn is a dozen elements to make and lay out before the page shows
 * (issue 37), and the filmography starts below the first screen of a phone and of a desktop (under the photo, the
 * biography and Known For), so the first few are enough; where it starts higher, the next ones follow a frame later.
 */
export const FILMOGRAPHY_ROWS_FIRST = 5;
/** Rows drawn more at a time as the visitor scrolls near the end of those drawn: about a phone's screen of them. */
export const FILMOGRAPHY_ROWS_BATCH = 10;
/** How far beyond the viewport a department's next rows are drawn: half a screen, so scrolling never meets a gap. */
export const FILMOGRAPHY_DRAW_AHEAD = '50% 0px';
