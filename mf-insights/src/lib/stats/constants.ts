/** The statistics' windows and limits (30-day pattern, top 5 genres, top 10 queries); only this remote uses them. */

export const ANALYTICS_DAILY_DAYS = 30;
export const ANALYTICS_TOP_GENRES = 5;
export const ANALYTICS_TOP_QUERIES = 10;
export const ANALYTICS_WEEK_DAYS = 7;
export const ANALYTICS_MONTH_DAYS = 30;
