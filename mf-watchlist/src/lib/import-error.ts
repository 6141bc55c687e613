/** An import failure whose message is meant for the user as is (one of IMPORT_MESSAGES). */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
