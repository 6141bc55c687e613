import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { currentLocale, intlLocale } from '@reelist/i18n';

/**
 * How the importers of other services' exports speak: why a file cannot be read, why a row was skipped, what an
 * export was found to be. The parsers run in the import worker, and on the page where there is no worker (and in
 * tests). On the page a message is words at once, in the interface's language. The worker has no catalogue (and a
 * production build keeps only the messages' ids), so there a message is coded: its id and values in a string, which
 * `spoken` turns into words on the page, in the language of the moment it is shown.
 */

/** What a coded message starts with: an invisible separator and a word, which no text a file gives starts with. */
const CODE = '\u2063said:';

interface Coded {
  id?: string;
  message?: string;
  values?: Record<string, unknown>;
  /** Items said together ("Watch history and Favorites"), each a text or a coded message. */
  list?: string[];
}

let inCodes = false;

/** The import worker's first act: from then on, what the importers say is coded for the page (`false`: words again). */
export function speakInCodes(on = true): void {
  inCodes = on;
}

const code = (said: Coded): string => CODE + JSON.stringify(said);

/** A message as the importers say it: words on the page, coded in the import worker. */
export function say(descriptor: MessageDescriptor): string {
  if (!inCodes) return i18n._(descriptor);
  const { id, message, values } = descriptor;
  return code({ id, message, values });
}

/** A message that stays coded wherever it is said (a constant, made before anyone speaks): `spoken` reads it. */
export const coded = (descriptor: MessageDescriptor): string =>
  code({ id: descriptor.id, message: descriptor.message, values: descriptor.values });

const listText = (items: readonly string[]): string =>
  new Intl.ListFormat(intlLocale(currentLocale()), { type: 'conjunction' }).format(items);

/** Texts said together, as the language lists them ("Watch history and Favorites"). */
export function sayList(items: readonly string[]): string {
  return inCodes ? code({ list: [...items] }) : listText(items);
}

/**
 * The words of a text an importer said, in the interface's language now: a coded message (and the coded messages
 * among its values) turned into words; any other text as it is.
 */
export function spoken(text: string): string {
  if (!text.startsWith(CODE)) return text;
  let said: Coded;
  try {
    said = JSON.parse(text.slice(CODE.length)) as Coded;
  } catch {
    return text;
  }
  if (Array.isArray(said.list)) return listText(said.list.map(spoken));
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, value]) => [name, typeof value === 'string' ? spoken(value) : value]),
  );
  return i18n._({ id: said.id ?? '', message: said.message, values });
}

/** Texts said one by one, listed as the language lists them: the export's missing parts, in the preview. */
export const spokenList = (texts: readonly string[]): string => listText(texts.map(spoken));
