/** CSV export cuts the overview to this many characters (a product limit). */
export const CSV_OVERVIEW_MAX = 200;
/**
 * The column of an item's tags, after the spec's and the id, only in a file where some item has tags (a file
 * without them keeps exactly the spec's columns). The importer reads it back.
 */
export const CSV_TAGS_COLUMN = 'Tags';
/** Between two tags of one cell: a tag never holds a semicolon or a comma, so the importer splits on either. */
export const CSV_TAGS_SEPARATOR = '; ';
