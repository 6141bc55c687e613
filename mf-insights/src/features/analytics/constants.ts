/** The Analytics dashboard's tuning; only this remote uses it. */

export const DAILY_ACTIVITY_MIN_OPACITY = 0.1;

/** How many actors and how many directors "People you watch most" names. */
export const WATCHED_PEOPLE_TOP = 5;
