import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import type { InvalidEntry, ParsedImport } from './parsed-import';

/** What committing an import would do. Nothing changes until the caller commits `merged` in one write. */
export interface ImportPlan {
  /** New items, in file order. */
  added: WatchlistItem[];
  /** Entries already in the watchlist (id + media_type) or repeated in the file. */
  duplicates: number;
  invalid: InvalidEntry[];
  /** The existing list followed by the new items: what the watchlist becomes. */
  merged: WatchlistItem[];
}

const keyOf = (item: Pick<WatchlistItem, 'id' | 'media_type'>): string => titleIdentity(item.media_type, item.id);
const sameRow = (a: WatchlistItem, b: WatchlistItem): boolean =>
  a.title === b.title && a.release_date === b.release_date && a.media_type === b.media_type;

/**
 * Merges without duplicates: an item whose id + media_type is taken is skipped. A generated (CSV) id that is
 * taken by a different title moves to the next free negative id, so it never collides with an existing item.
 */
export function planImport(existing: readonly WatchlistItem[], parsed: ParsedImport): ImportPlan {
  const taken = new Map<string, WatchlistItem>();
  for (const item of existing) taken.set(keyOf(item), item);
  const added: WatchlistItem[] = [];
  let duplicates = 0;
  for (const incoming of parsed.items) {
    let item = incoming;
    if (parsed.generatedIds) {
      let holder = taken.get(keyOf(item));
      while (holder && !sameRow(holder, item)) {
        item = { ...item, id: item.id - 1 };
        holder = taken.get(keyOf(item));
      }
    }
    if (taken.has(keyOf(item))) {
      duplicates += 1;
      continue;
    }
    taken.set(keyOf(item), item);
    added.push(item);
  }
  return { added, duplicates, invalid: parsed.invalid, merged: [...existing, ...added] };
}
