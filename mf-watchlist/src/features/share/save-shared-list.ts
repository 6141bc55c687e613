import type { ListItem, Title } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import { loadWatchLog } from '@reelist/storage';
import type { SharedListEntry, SharedUserList } from './list-link';

/** A shared entry as an item of the visitor's list: the link's poster and year, else the catalogue's when known. */
export function entryToItem(entry: SharedListEntry, details: Title | undefined, addedAt: string): ListItem {
  const { id, media_type, title, note } = entry;
  const year = entry.year ?? yearNumberOf(details?.release_date ?? details?.first_air_date);
  const item: ListItem = {
    media_type,
    id,
    title,
    poster_path: entry.poster_path ?? details?.poster_path ?? null,
    addedAt,
  };
  if (year !== undefined) item.year = year;
  if (note) item.note = note;
  return item;
}

export type SaveResult = { ok: true; id: string; name: string } | { ok: false };

/**
 * Saves a shared list as a new list of the visitor's, with its name, description, ranking, order and notes. It never
 * touches an existing list: the store makes the new list with its items (its own id, its name made valid) in one
 * write rather than one per title, which for a long list would rewrite the stored lists thousands of times.
 * Not ok when storage refused a write: the list is kept for this session and the store's own warning says so.
 */
export async function saveSharedList(
  list: SharedUserList,
  details: (entry: SharedListEntry) => Title | undefined,
  now = new Date(),
): Promise<SaveResult> {
  const { listsStore } = await loadWatchLog();
  const addedAt = now.toISOString();
  const items = list.items.map((entry) => entryToItem(entry, details(entry), addedAt));
  const made = listsStore.create(
    { name: list.name, description: list.description, ranked: list.ranked, items },
    undefined,
    now,
  );
  const saved = listsStore.getSnapshot().find((other) => other.id === made.id);
  return made.ok && saved ? { ok: true, id: saved.id, name: saved.name } : { ok: false };
}
