import { msg } from '@lingui/core/macro';
import { C } from '@reelist/contracts';

/** The Detail screen's limits and orders (cast 20, videos 6, similar 12); only this remote uses them. */

export const CAST_KEPT = 20;
export const CAST_TAB_SHOWN = 12;
export const VIDEOS_MAX = 6;
// The service's video types and crew departments are keys (English whatever the language): the page shows a
// department through `departmentName`.
export const TRAILER = 'Trailer';
const TEASER = 'Teaser';
const CLIP = 'Clip';
const FEATURETTE = 'Featurette';
export const VIDEO_TYPE_ORDER = [TRAILER, TEASER, CLIP, FEATURETTE] as const;
export const SIMILAR_MAX = 12;
export const PRODUCTION_COMPANIES_MAX = 3;
export const ACTING = 'Acting';
const DIRECTING = 'Directing';
const WRITING = 'Writing';
const PRODUCTION = 'Production';
const CAMERA = 'Camera';
const EDITING = 'Editing';
const SOUND = 'Sound';
export const CREW_DEPARTMENT_ORDER = [DIRECTING, WRITING, PRODUCTION, CAMERA, EDITING, SOUND] as const;
/** The department of a crew credit the service gave none: 'Crew' on the person page, 'Other' on Detail. */
export const CREW = 'Crew';
export const OTHER_DEPARTMENT = 'Other';
export const STAR_PERSON_POPULARITY = 10;
export const SHARE_TEXT_LENGTH = 100;
export const SHARE_TARGETS = ['twitter', 'facebook', 'linkedin', 'reddit'] as const;
export const SHARE_TARGETS_IN_USE = ['twitter', 'facebook'] as const;
export const REVIEW_DEFAULT_RATING = 5;
/** The longest review content, in characters: the bound storage holds every review to, imported ones too. */
export const REVIEW_CONTENT_MAX = C.REVIEW_CONTENT_MAX;
/** The fixed current-user placeholder: only this browser's reviews show edit and delete. */
export const CURRENT_USER = C.LOCAL_USER;
/**
 * Shown in the review form when the review could not be stored (the form keeps what was typed); messages, turned
 * into text when shown so they follow the language.
 */
export const REVIEW_SAVE_FAILED = {
  quota: msg`Your review could not be saved: storage is full. Free some space (e.g. export and clear old data) and try again.`,
  unavailable: msg`Your review could not be saved: browser storage is unavailable (private mode or blocked).`,
} as const;
/** A season with this many episodes or more renders only the rows near the viewport. */
export const EPISODES_VIRTUAL_FROM = 60;
/** An episode row's height before it is measured (px). */
export const EPISODE_ROW_ESTIMATE = 128;
