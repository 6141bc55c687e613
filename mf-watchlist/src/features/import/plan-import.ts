import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { generatedId } from './csv-import';
import type { AdjustedEntry, CatalogueMatching, InvalidEntry, ParsedImport, RowMatch } from '../../lib/parsed-import';

/** What committing an import would do. Nothing changes until the caller commits `merged` in one write. */
export interface ImportPlan {
  /** New items, in file order. */
  added: WatchlistItem[];
  /** Entries already in the watchlist (id + media_type) or repeated in the file. */
  duplicates: number;
  invalid: InvalidEntry[];
  /** Entries imported with a value the import rules changed (or kept against them), for the preview. */
  adjusted: AdjustedEntry[];
  /** CSV: how the rows without a TMDB ID were matched to the catalogue. */
  matching?: CatalogueMatching;
  /** CSV: each row looked up and the title it matched, for the review. */
  matches?: RowMatch[];
  /** The existing list followed by the new items: what the watchlist becomes. */
  merged: WatchlistItem[];
}

const keyOf = (item: Pick<WatchlistItem, 'id' | 'media_type'>): string => titleIdentity(item.media_type, item.id);
const sameRow = (a: WatchlistItem, b: WatchlistItem): boolean =>
  a.title === b.title && a.release_date === b.release_date && a.media_type === b.media_type;

/**
 * The holder of the first generated id from `item.id` down that is free or held by the same row: a generated id
 * taken by a different title moves to the next free negative id.
 */
function generatedSlot(taken: ReadonlyMap<string, WatchlistItem>, item: WatchlistItem): WatchlistItem {
  let slot = item;
  let holder = taken.get(keyOf(slot));
  while (holder && !sameRow(holder, slot)) {
    slot = { ...slot, id: slot.id - 1 };
    holder = taken.get(keyOf(slot));
  }
  return slot;
}

/**
 * Merges without duplicates: an item whose id + media_type is taken is skipped. A generated (CSV) id that is
 * taken by a different title moves to the next free negative id, so it never collides with an existing item. A
 * CSV row that now has a real id (its TMDB ID, or matched in the catalogue) but is in the list under its
 * generated id (imported before from an older file, or with matching skipped) is a duplicate too.
 */
export function planImport(existing: readonly WatchlistItem[], parsed: ParsedImport): ImportPlan {
  const taken = new Map<string, WatchlistItem>();
  for (const item of existing) taken.set(keyOf(item), item);
  const listed: ReadonlyMap<string, WatchlistItem> = new Map(taken);
  const added: WatchlistItem[] = [];
  let duplicates = 0;
  for (const incoming of parsed.items) {
    let item = incoming;
    if (parsed.generatedIds && item.id < 0) item = generatedSlot(taken, item);
    // Only the list's items: a file may hold a title twice, once with its id and once without (as the list did).
    const before =
      parsed.generatedIds &&
      item.id > 0 &&
      listed.has(keyOf(generatedSlot(listed, { ...item, id: generatedId(item) })));
    if (before || taken.has(keyOf(item))) {
      duplicates += 1;
      continue;
    }
    taken.set(keyOf(item), item);
    added.push(item);
  }
  return {
    added,
    duplicates,
    invalid: parsed.invalid,
    adjusted: parsed.adjusted,
    ...(parsed.matching ? { matching: parsed.matching } : {}),
    ...(parsed.matches ? { matches: parsed.matches } : {}),
    merged: [...existing, ...added],
  };
}
