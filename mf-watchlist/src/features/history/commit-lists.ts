import type { ListsStore, WriteResult } from '@reelist/storage';
import type { ListToCreate } from './plan-lists';

/** What taking the lists back did: whether the writes were stored, and how many lists it left (changed since). */
export interface ListsUndoResult {
  result: WriteResult;
  kept: number;
}

export type CreateListsResult = { result: WriteResult; undo?: () => ListsUndoResult };

/**
 * Makes the planned lists, each with its items in one write, the export's first list on top of the visitor's lists.
 * All or nothing: when a write fails (storage full), the lists made so far are deleted again and the failure is
 * returned. `undo` deletes the lists it made, except one the visitor changed since (an edit stamps the list), which
 * is theirs now; one they deleted meanwhile stays deleted.
 */
export function createLists(store: ListsStore, lists: readonly ListToCreate[], now = new Date()): CreateListsResult {
  const made: string[] = [];
  // A new list goes first of all, so the last list is made first.
  for (const list of [...lists].reverse()) {
    const created = store.create(list, undefined, now);
    made.push(created.id);
    if (!created.ok) {
      // The store keeps a list it could not write for the session: it goes too.
      made.forEach((id) => store.remove(id));
      return { result: { ok: false, reason: created.reason } };
    }
  }
  const stamp = now.toISOString();
  const undo = (): ListsUndoResult => {
    let kept = 0;
    const results: WriteResult[] = [];
    for (const id of made) {
      const list = store.getSnapshot().find((other) => other.id === id);
      if (!list) continue;
      if (list.updatedAt !== stamp) kept += 1;
      else results.push(store.remove(id));
    }
    return { result: results.find((result) => !result.ok) ?? { ok: true }, kept };
  };
  return { result: { ok: true }, undo };
}
