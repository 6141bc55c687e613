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
 * Rows of a department drawn at first, and drawn more at a time as the visitor scrolls: the filmography sits below a
 * phone's first screen, and every row drawn is a dozen elements to make and lay out before the page shows (issue 37).
 */
export const FILMOGRAPHY_ROWS_BATCH = 10;
/** How far beyond the viewport a department's next rows are drawn: half a screen, so scrolling never meets a gap. */
export const FILMOGRAPHY_DRAW_AHEAD = '50% 0px';
