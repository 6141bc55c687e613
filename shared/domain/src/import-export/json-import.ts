import type { WatchlistItem } from '@reelist/contracts';
import { ImportError, TRANSFER_MESSAGES } from './messages';
import { normaliseEntry } from './normalise';
import type { InvalidEntry } from './normalise';
import type { ParsedImport } from './parsed-import';

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
    throw new ImportError(TRANSFER_MESSAGES.jsonParseFailed);
  }
  const list = typeof data === 'object' && data !== null ? (data as { watchlist?: unknown }).watchlist : undefined;
  if (!Array.isArray(list)) throw new ImportError(TRANSFER_MESSAGES.invalidFormat);
  const items: WatchlistItem[] = [];
  const invalid: InvalidEntry[] = [];
  list.forEach((entry: unknown, index) => {
    const result = normaliseEntry(entry, now);
    if (typeof result === 'string') invalid.push({ row: index + 1, reason: result });
    else items.push(result);
  });
  if (items.length === 0 && invalid.length > 0) {
    throw new ImportError(TRANSFER_MESSAGES.parseFailed('no valid watchlist items found'));
  }
  return { items, invalid, generatedIds: false };
}
