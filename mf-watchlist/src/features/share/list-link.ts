import { mediaTypeLabel } from '@reelist/contracts';
import type { MediaType, UserList } from '@reelist/contracts';
import { packText } from '@reelist/domain';
import { SHARE_LIMITS, SHARE_MESSAGES, SHARE_VERSION } from './constants';
import { fragmentLines, oneLine, readItemLines, readWatchlistLines, sharedListUrl } from './shared-list';
import type { LinkRead, SharedListResult } from './shared-list';

/** One title of a shared list of the visitor's own: what identifies it, a name to show, and the sharer's note. */
export interface SharedListEntry {
  id: number;
  media_type: MediaType;
  title: string;
  year?: number;
  /** The catalogue's poster path, when the link had room for posters. */
  poster_path?: string;
  note?: string;
}

export interface SharedUserList {
  name: string;
  description: string;
  ranked: boolean;
  /** In the sharer's order. */
  items: SharedListEntry[];
}

export type ListLinkResult = LinkRead<SharedUserList>;

/** What a `/shared` link holds: a watchlist (the links made before lists could be shared) or one list. */
export type SharedLink = { kind: 'watchlist'; read: SharedListResult } | { kind: 'list'; read: ListLinkResult };

/** A catalogue poster path; anything else is left out of a link and refused in one (it ends up in an image URL). */
const POSTER = /^\/[A-Za-z0-9_-]{1,100}\.(?:jpg|jpeg|png|svg|webp)$/;
const LINE = /^([mt])([1-9]\d{0,15})\t([^\t]+)(?:\t([1-9]\d{0,3})?(?:\t([^\t]*)(?:\t([^\t]+))?)?)?$/;

type ListShape = Pick<UserList, 'name' | 'description' | 'ranked' | 'items'>;

/**
 * The text a list's link carries (before compression): a header line `{"l":name,"d":description,"r":0|1,"n":count}`
 * (a watchlist link's header has `f` instead of `l`), then one line per item in the list's order:
 * `{m|t}{id}<TAB>{title}<TAB>{year}<TAB>{poster path}<TAB>{note}`, empty fields at the end left out. One item per
 * line, so a link cut short still gives every item before the cut.
 */
export function listLinkText(list: ListShape, { posters }: { posters: boolean }): string {
  const header = JSON.stringify({
    l: list.name.slice(0, SHARE_LIMITS.listNameChars),
    d: list.description.slice(0, SHARE_LIMITS.listDescriptionChars),
    r: list.ranked ? 1 : 0,
    n: list.items.length,
  });
  const lines = list.items.map((item) => {
    const fields = [
      `${item.media_type === 'tv' ? 't' : 'm'}${item.id}`,
      (oneLine(item.title) || `${mediaTypeLabel(item.media_type)} ${item.id}`).slice(0, SHARE_LIMITS.titleChars),
      item.year && item.year <= 9999 ? String(item.year) : '',
      posters && item.poster_path && POSTER.test(item.poster_path) ? item.poster_path : '',
      oneLine(item.note ?? '').slice(0, SHARE_LIMITS.noteChars),
    ];
    while (fields.at(-1) === '') fields.pop();
    return fields.join('\t');
  });
  return [header, ...lines].join('\n');
}

export async function listLinkFragment(list: ListShape, options: { posters: boolean }): Promise<string> {
  return `${SHARE_VERSION}.${await packText(listLinkText(list, options))}`;
}

/**
 * A list's link, with posters when the link stays within the length browsers open (a receiver then shows the list
 * without asking the catalogue), else without them; an error when even that is too long.
 */
export async function makeListLink(list: ListShape, origin: string): Promise<{ url: string } | { error: string }> {
  let length = 0;
  for (const posters of [true, false]) {
    const url = sharedListUrl(origin, await listLinkFragment(list, { posters }));
    if (url.length <= SHARE_LIMITS.linkChars) return { url };
    length = url.length;
  }
  return { error: SHARE_MESSAGES.listTooLong(Math.ceil(length / 1024)) };
}

/** One item line of a list link, or null when it is not one. */
export function parseListLine(line: string): SharedListEntry | null {
  const match = LINE.exec(line);
  if (!match) return null;
  const [, type, id, rawTitle, year, poster, rawNote] = match;
  const title = rawTitle?.trim() ?? '';
  const note = rawNote?.trim() ?? '';
  if (!title || title.length > SHARE_LIMITS.titleChars || note.length > SHARE_LIMITS.noteChars) return null;
  if (poster && !POSTER.test(poster)) return null;
  const numericId = Number(id);
  if (!Number.isSafeInteger(numericId)) return null;
  const entry: SharedListEntry = { id: numericId, media_type: type === 't' ? 'tv' : 'movie', title };
  if (year) entry.year = Number(year);
  if (poster) entry.poster_path = poster;
  if (note) entry.note = note;
  return entry;
}

/** A list link's header; null when the line is not one (a watchlist link's header, or damage). */
function parseListHeader(line: string | undefined): (Omit<SharedUserList, 'items'> & { count: number }) | null {
  try {
    const { l, d, r, n } = JSON.parse(line ?? '') as Record<string, unknown>;
    if (typeof l !== 'string' || !l.trim() || l.length > SHARE_LIMITS.listNameChars) return null;
    if (typeof d !== 'string' || d.length > SHARE_LIMITS.listDescriptionChars) return null;
    if ((r !== 0 && r !== 1) || !Number.isInteger(n) || (n as number) < 0) return null;
    return { name: l.trim(), description: d, ranked: r === 1, count: n as number };
  } catch {
    return null;
  }
}

/**
 * Reads any `/shared` fragment. Never throws: a watchlist link reads exactly as `readSharedList` does, and anything
 * that is neither kind is a damaged watchlist link. A damaged or cut list link gives the damaged-link message with
 * every item that could be read, in order.
 */
export async function readSharedLink(fragment: string): Promise<SharedLink> {
  const read = await fragmentLines(fragment);
  const header = read && parseListHeader(read.lines[0]);
  if (!read || !header) return { kind: 'watchlist', read: readWatchlistLines(read) };
  const { count, ...list } = header;
  return { kind: 'list', read: readItemLines(read, count, parseListLine, (items) => ({ ...list, items })) };
}
