import type { UserList } from '@reelist/contracts';

/**
 * The list deleted last, for My Lists' Undo: a list is deleted from its own page, which then closes, so the page
 * that offers Undo is the next one. Kept in memory only: a reload ends the chance to undo, as anywhere else.
 */
let deleted: { list: UserList; index: number } | null = null;

export const rememberDeleted = (list: UserList, index: number) => {
  deleted = { list, index };
};

/** The deleted list, once: the banner that offers its Undo takes it. */
export function takeDeleted(): { list: UserList; index: number } | null {
  const taken = deleted;
  deleted = null;
  return taken;
}
