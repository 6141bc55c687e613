import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { unionTags } from '@reelist/storage';
import { generatedId } from './csv-import';
import type { AdjustedEntry, CatalogueMatching, InvalidEntry, ParsedImport, RowMatch } from '../../lib/parsed-import';

/** What committing an import would do. Nothing changes until the caller commits `merged` in one write. */
export interface ImportPlan {
  /** New items, in file order. */
  added: WatchlistItem[];
  /** Entries already in the watchlist (id + media_type) or repeated in the file, that change nothing. */
  duplicates: number;
  /**
   * Items already in the watchlist that the file gives new tags, as they become: their own tags, then the file's
   * new ones (an import adds tags, never removes one), with updatedAt now so the change wins a merge with other tabs.
   */
  retagged: WatchlistItem[];
  invalid: InvalidEntry[];
  /** Entries imported with a value the import rules changed (or kept against them), for the preview. */
  adjusted: AdjustedEntry[];
  /** CSV: how the rows without a TMDB ID were matched to the catalogue. */
  matching?: CatalogueMatching;
  /** CSV: each row looked up and the title it matched, for the review. */
  matches?: RowMatch[];
  /** The existing list (retagged items in their place) followed by the new items: what the watchlist becomes. */
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
 * generated id (imported before from an older file, or with matching skipped) is a duplicate too. A duplicate's
 * tags are added to the item it duplicates (see `retagged`).
 */
export function planImport(existing: readonly WatchlistItem[], parsed: ParsedImport, now = new Date()): ImportPlan {
  const taken = new Map<string, WatchlistItem>();
  for (const item of existing) taken.set(keyOf(item), item);
  const listed: ReadonlyMap<string, WatchlistItem> = new Map(taken);
  // Items gaining tags by key: the list's (retagged) and the file's own new ones, met again further down the file.
  const retagged = new Map<string, WatchlistItem>();
  const addedAt = new Map<string, number>();
  const added: WatchlistItem[] = [];
  let duplicates = 0;
  for (const incoming of parsed.items) {
    let item = incoming;
    if (parsed.generatedIds && item.id < 0) item = generatedSlot(taken, item);
    // Only the list's items: a file may hold a title twice, once with its id and once without (as the list did).
    const earlier =
      parsed.generatedIds && item.id > 0 ? generatedSlot(listed, { ...item, id: generatedId(item) }) : undefined;
    const holderKey = earlier && listed.has(keyOf(earlier)) ? keyOf(earlier) : keyOf(item);
    const holder = taken.get(holderKey);
    if (!holder) {
      taken.set(keyOf(item), item);
      addedAt.set(keyOf(item), added.length);
      added.push(item);
      continue;
    }
    const tags = unionTags(holder.tags, item.tags);
    if (tags === holder.tags || tags.length === 0) {
      duplicates += 1;
      continue;
    }
    const next = { ...holder, tags, ...(listed.has(holderKey) ? { updatedAt: now.toISOString() } : {}) };
    taken.set(holderKey, next);
    const at = addedAt.get(holderKey);
    if (at === undefined) retagged.set(holderKey, next);
    else {
      // A title the file holds twice: one new item with the tags of both entries.
      added[at] = next;
      duplicates += 1;
    }
  }
  return {
    added,
    duplicates,
    retagged: [...retagged.values()],
    invalid: parsed.invalid,
    adjusted: parsed.adjusted,
    ...(parsed.matching ? { matching: parsed.matching } : {}),
    ...(parsed.matches ? { matches: parsed.matches } : {}),
    merged: [...(retagged.size > 0 ? existing.map((item) => retagged.get(keyOf(item)) ?? item) : existing), ...added],
  };
}

/**
 * The plan again against `existing`, the list as it is now (it changed since the preview): the new items are added
 * unless the list gained them meanwhile, and the tags go to the retagged items still in the list (one removed
 * meanwhile stays removed). Entries the list gained meanwhile count as left alone.
 */
export function replanImport(plan: ImportPlan, existing: readonly WatchlistItem[], now = new Date()): ImportPlan {
  const present = new Set(existing.map(keyOf));
  const items = [...plan.added, ...plan.retagged.filter((item) => present.has(keyOf(item)))];
  const again = planImport(existing, { items, invalid: [], adjusted: [], generatedIds: false }, now);
  return { ...again, duplicates: plan.duplicates + again.duplicates, invalid: plan.invalid };
}
