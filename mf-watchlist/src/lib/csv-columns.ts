/* eslint-disable lingui/no-unlocalized-strings -- the CSV file's column names: data, English in every language */
/** The spec's columns of the CSV export, in its order (import reads them back). */
export const CSV_SPEC_COLUMNS = [
  'Title',
  'Type',
  'Status',
  'Rating',
  'Release Date',
  'Added Date',
  'Overview',
] as const;
/**
 * Columns of the CSV export, in order: the spec's, then the title's movie-service id, so a re-import links to the
 * same Detail page (last, so readers of the spec's columns by position still work). The importer reads the same
 * names.
 */
export const CSV_COLUMNS = [...CSV_SPEC_COLUMNS, 'TMDB ID'] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type CsvColumn = (typeof CSV_COLUMNS)[number];
