import type { Title, WatchlistItem } from '@reelist/contracts';
import { getTitleDetails, peekTitleDetails } from '@reelist/api';
import { parseWatchlistItem } from '@reelist/storage';
import { planImport } from '../import';
import type { ImportPlan } from '../import';
import type { SharedItem } from './shared-list';

/** Catalogue look-ups at a time while adding a shared list's titles whose details are not cached yet. */
const DETAIL_LOOKUPS_AT_ONCE = 4;

/**
 * A shared title as a watchlist item, through the one item parser: the catalogue's details when known (poster,
 * date, overview, genres), else the link's title alone; the sharer's status either way.
 */
export function sharedToItem(shared: SharedItem, details: Title | undefined, now: Date): WatchlistItem | undefined {
  const { id, media_type, status, title } = shared;
  const result = parseWatchlistItem(
    { ...details, id, media_type, status, title: details?.title || details?.name || title },
    { now },
  );
  return result.ok ? result.item : undefined;
}

/**
 * What adding shared titles would do: the merge of the watchlist import (an item already in the list is kept as it
 * is, with its status; only new ones are added, after the existing ones).
 */
export function planSharedAdd(
  existing: readonly WatchlistItem[],
  shared: readonly SharedItem[],
  details: (item: SharedItem) => Title | undefined,
  now: Date,
): ImportPlan {
  const items = shared.flatMap((item) => sharedToItem(item, details(item), now) ?? []);
  return planImport(existing, { items, invalid: [], adjusted: [], generatedIds: false });
}

/** What identifies a shared title in the catalogue (a watchlist's item or a list's). */
type TitleRef = Pick<SharedItem, 'id' | 'media_type'>;

/** The details the catalogue cache holds for a shared title (none for a generated, negative id). */
export const cachedDetails = (item: TitleRef): Title | undefined =>
  item.id > 0 ? peekTitleDetails(item.media_type, item.id) : undefined;

/**
 * Fetches (through the api's cache) the details of the titles not cached yet, a few at a time; a title the
 * catalogue cannot give keeps the link's title. Resolves to a look-up over what is known when all are done.
 */
export async function fetchDetails<T extends TitleRef>(
  items: readonly T[],
  { signal, onProgress }: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<(item: T) => Title | undefined> {
  const missing = items.filter((item) => item.id > 0 && !cachedDetails(item));
  const found = new Map<T, Title>();
  let next = 0;
  let done = 0;
  onProgress(0, missing.length);
  const worker = async () => {
    while (next < missing.length && !signal.aborted) {
      const item = missing[next++] as T;
      try {
        found.set(item, await getTitleDetails(item.media_type, item.id, { signal }));
      } catch {
        // Offline or not in the catalogue: the link's own title is enough to add it.
      }
      done += 1;
      onProgress(done, missing.length);
    }
  };
  await Promise.all(Array.from({ length: DETAIL_LOOKUPS_AT_ONCE }, worker));
  return (item) => found.get(item) ?? cachedDetails(item);
}
