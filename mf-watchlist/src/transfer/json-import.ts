import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { parseWatchlistItem } from '@reelist/storage';
import { ImportError } from './import-error';
import type { InvalidEntry, ParsedImport } from './parsed-import';

/**
 * Reads a JSON watchlist file: either export form, items in the stored or the alternative shape. Throws an
 * ImportError with the spec's message when the text is not JSON or holds no `watchlist` array; bad entries are
 * reported in `invalid`, never thrown.
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
  list.forEach((entry: unknown, index) => {
    const result = parseWatchlistItem(entry, { now });
    if (result.ok) items.push(result.item);
    else invalid.push({ row: index + 1, reason: result.reason });
  });
  if (items.length === 0 && invalid.length > 0) {
    throw new ImportError(IMPORT_MESSAGES.parseFailed('no valid watchlist items found'));
  }
  return { items, invalid, generatedIds: false };
}
