import type { ListItem, MediaType, UserList } from '@reelist/contracts';
import type { Codec } from '../slot';
import { isRecord } from './schemas';

/**
 * Stored compactly, since one list may hold thousands of titles beside a large watchlist in the origin's few
 * megabytes: `{"v":1,"l":[[id,name,description,ranked 0|1,createdAt,updatedAt,[item, ...]], ...]}`, each item
 * `["m603",title,poster_path|null,year|0,addedAt in epoch seconds,note?]`: about 85 characters for a typical title,
 * where the same item as a JSON object takes about 150.
 */
const MEDIA_CODE: Record<MediaType, string> = { movie: 'm', tv: 't' };

const compactItem = (item: ListItem): unknown[] => {
  const tuple: unknown[] = [
    `${MEDIA_CODE[item.media_type]}${item.id}`,
    item.title,
    item.poster_path,
    item.year ?? 0,
    Math.floor(Date.parse(item.addedAt) / 1000),
  ];
  if (item.note) tuple.push(item.note);
  return tuple;
};

/** A stored tuple back to an item; anything else is passed on for the schema to refuse. */
function expandItem(tuple: unknown): unknown {
  if (!Array.isArray(tuple)) return tuple;
  const [ref, title, poster_path, year, added, note] = tuple as unknown[];
  const match = typeof ref === 'string' ? /^([mt])(\d+)$/.exec(ref) : null;
  const item: Record<string, unknown> = {
    media_type: match?.[1] === 'm' ? 'movie' : match?.[1] === 't' ? 'tv' : ref,
    id: match ? Number(match[2]) : ref,
    title,
    poster_path,
    addedAt: typeof added === 'number' ? new Date(added * 1000).toISOString() : added,
  };
  if (year !== 0) item.year = year;
  if (note !== undefined) item.note = note;
  return item;
}

function expandList(tuple: unknown): unknown {
  if (!Array.isArray(tuple)) return tuple;
  const [id, name, description, ranked, createdAt, updatedAt, items] = tuple as unknown[];
  return {
    id,
    name,
    description,
    ranked: ranked === 1 ? true : ranked === 0 ? false : ranked,
    createdAt,
    updatedAt,
    items: Array.isArray(items) ? items.map(expandItem) : items,
  };
}

// Each item's and each list's stored text, kept with the value it was made from: values are never changed in place
// (a change makes new objects), so a reorder of a 5,000-title list re-encodes one list's frame, not every title.
const itemText = new WeakMap<ListItem, string>();
const listText = new WeakMap<UserList, string>();

const encodeItem = (item: ListItem): string => {
  let text = itemText.get(item);
  if (text === undefined) itemText.set(item, (text = JSON.stringify(compactItem(item))));
  return text;
};

/** `[id,name,description,ranked,createdAt,updatedAt,[item, ...]]`, as JSON.stringify writes the same tuple. */
const encodeList = (list: UserList): string => {
  let text = listText.get(list);
  if (text === undefined) {
    const head = JSON.stringify([
      list.id,
      list.name,
      list.description,
      list.ranked ? 1 : 0,
      list.createdAt,
      list.updatedAt,
    ]).slice(0, -1);
    text = `${head},[${list.items.map(encodeItem).join(',')}]]`;
    listText.set(list, text);
  }
  return text;
};

export const listsCodec: Codec = {
  decode: (raw) => {
    const stored: unknown = JSON.parse(raw);
    const lists = isRecord(stored) ? stored.l : undefined;
    return Array.isArray(lists) ? lists.map(expandList) : stored;
  },
  encode: (value) => `{"v":1,"l":[${(value as UserList[]).map(encodeList).join(',')}]}`,
};
