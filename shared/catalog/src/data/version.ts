/** Bump when generation changes: cached data sets with another version are rebuilt. */
export const DATA_VERSION = 4;
