/** CSV export cuts the overview to this many characters (a product limit). */
export const CSV_OVERVIEW_MAX = 200;
