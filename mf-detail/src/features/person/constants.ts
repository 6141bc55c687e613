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
