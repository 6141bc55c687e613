/** The Analytics dashboard's tuning; only this remote uses it. */

export const DAILY_ACTIVITY_MIN_OPACITY = 0.1;
