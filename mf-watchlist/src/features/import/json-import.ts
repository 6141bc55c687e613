import { t } from '@lingui/core/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { parseWatchlistItem } from '@reelist/storage';
import { ADJUSTED_NOTES, isDateText, isGiven, isNumberLike, isUnknownStatus } from './adjusted-notes';
import { ImportError } from '../../lib/import-error';
import type { AdjustedEntry, InvalidEntry, ParsedImport } from '../../lib/parsed-import';

/** The keys an entry may give a field under, first present wins (the shapes `parseWatchlistItem` reads). */
const KEYS = {
  status: ['status', 'watchlist_status'],
  rating: ['rating', 'vote_average'],
  release: ['releaseDate', 'release_date', 'first_air_date'],
  added: ['addedDate', 'addedAt', 'added_to_watchlist'],
  updated: ['updatedDate', 'updatedAt'],
  poster: ['posterPath', 'poster_path'],
} as const;

/** The value the parser read for a field: the first own key present that is not null. */
function given(entry: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (Object.hasOwn(entry, key) && entry[key] != null) return entry[key];
  return undefined;
}

/** What the import rules did to an entry's values that the entry does not say: the notes of the import preview. */
function notesOf(entry: Record<string, unknown>, item: WatchlistItem): string[] {
  const notes: string[] = [];
  if (item.id < 0) notes.push(ADJUSTED_NOTES.negativeId);
  if (isUnknownStatus(given(entry, KEYS.status), item.status)) notes.push(ADJUSTED_NOTES.unknownStatus);
  const rating = given(entry, KEYS.rating);
  if (isGiven(rating) && !isNumberLike(rating)) notes.push(ADJUSTED_NOTES.badRating);
  const release = given(entry, KEYS.release);
  if (release !== undefined && typeof release !== 'string') notes.push(ADJUSTED_NOTES.releaseDateNotText);
  else if (isGiven(release) && !isDateText(release)) notes.push(ADJUSTED_NOTES.badReleaseDate);
  const added = given(entry, KEYS.added);
  if (isGiven(added) && !isDateText(added)) notes.push(ADJUSTED_NOTES.badAddedDate);
  const updated = given(entry, KEYS.updated);
  if (isGiven(updated) && !isDateText(updated)) notes.push(ADJUSTED_NOTES.badUpdatedDate);
  if (isGiven(given(entry, KEYS.poster)) && item.poster_path === null) notes.push(ADJUSTED_NOTES.badPoster);
  return notes;
}

/**
 * Reads a JSON watchlist file: either export form, items in the stored or the alternative shape. Throws an
 * ImportError with the spec's message when the text is not JSON or holds no `watchlist` array; bad entries are
 * reported in `invalid`, never thrown, and entries whose values the rules replaced (or kept, like a negative id)
 * in `adjusted`.
 */
export function parseWatchlistJson(text: string, now: Date): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportError(IMPORT_MESSAGES.jsonParseFailed);
  }
  const list = typeof data === 'object' && data !== null ? (data as { watchlist?: unknown }).watchlist : undefined;
  if (!Array.isArray(list)) throw new ImportError(IMPORT_MESSAGES.invalidFormat);
  const items: WatchlistItem[] = [];
  const invalid: InvalidEntry[] = [];
  const adjusted: AdjustedEntry[] = [];
  list.forEach((entry: unknown, index) => {
    const result = parseWatchlistItem(entry, { now });
    if (!result.ok) {
      invalid.push({ row: index + 1, reason: result.reason });
      return;
    }
    items.push(result.item);
    for (const note of notesOf(entry as Record<string, unknown>, result.item)) adjusted.push({ row: index + 1, note });
  });
  if (items.length === 0 && invalid.length > 0) {
    throw new ImportError(IMPORT_MESSAGES.parseFailed(t`no valid watchlist items found`));
  }
  return { items, invalid, adjusted, generatedIds: false };
}
