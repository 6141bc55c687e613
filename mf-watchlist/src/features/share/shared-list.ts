import { C, mediaTypeLabel, titleIdentity } from '@reelist/contracts';
import type { MediaType, Rating, Review, WatchlistFilter, WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { effectiveStatus, packText, unpackText } from '@reelist/domain';
import { SHARE_LIMITS, SHARE_MESSAGES, SHARE_PATH, SHARE_VERSION } from './constants';

/** One title of a shared list: what identifies it, its status, a name to show, and optionally the sharer's words. */
export interface SharedItem {
  id: number;
  media_type: MediaType;
  status: WatchlistStatus;
  title: string;
  /** The sharer's star rating (1-5), only when they chose to include ratings and reviews. */
  rating?: number;
  review?: { title?: string; content: string };
}

export interface SharedList {
  /** The filter the list was shared from: all, or one status. */
  filter: WatchlistFilter;
  items: SharedItem[];
}

/** A link holding more titles than are read from one link: how many its lines hold (the read ones are the first). */
export interface SharedListCut {
  held: number;
}

/** What a link gave: a list of the link's kind (the watchlist's, or one of the visitor's own lists). */
export type LinkRead<L> =
  | { ok: true; list: L; cut?: SharedListCut }
  /** A damaged link: the message, and the items that could be read (maybe none). */
  | { ok: false; message: string; list: L; cut?: SharedListCut };

export type SharedListResult = LinkRead<SharedList>;

export interface ShareOptions {
  filter: WatchlistFilter;
  /** The sharer's ratings and reviews by title identity; given only when "Include ratings and reviews" is ticked. */
  feedback?: { ratings: Record<string, Rating[]>; reviews: Record<string, Review[]> };
}

// One letter per status and media type keeps a 1,000-item link small.
const STATUS_CODES: Record<WatchlistStatus, string> = {
  want_to_watch: 'w',
  watching: 'g',
  watched: 'd',
  on_hold: 'h',
  dropped: 'x',
};
const STATUS_BY_CODE = new Map(Object.entries(STATUS_CODES).map(([status, code]) => [code, status as WatchlistStatus]));
const FILTERS: readonly WatchlistFilter[] = ['all', 'want_to_watch', 'watching', 'watched'];

/** Tabs and line breaks separate fields and lines: a title keeps its words, not those characters. */
export const oneLine = (text: string): string => text.replace(/[\t\r\n]+/g, ' ').trim();

function feedbackOf(item: WatchlistItem, feedback: ShareOptions['feedback']): string {
  if (!feedback) return '';
  const key = titleIdentity(item.media_type, item.id);
  const rating = feedback.ratings[key]?.filter((r) => r.user === C.LOCAL_USER).at(-1)?.rating;
  const review = feedback.reviews[key]?.filter((r) => r.author === C.LOCAL_USER).at(-1);
  if (rating === undefined && !review) return '';
  const words = review ? `\t${JSON.stringify([review.title ?? '', review.content])}` : '';
  return `\t${rating ?? ''}${words}`;
}

/**
 * The text a link carries (before compression): a header line `{"f":filter,"n":count}`, then one line per item:
 * `{m|t}{id}{status letter}<TAB>{title}` and, with ratings and reviews, `<TAB>{stars}<TAB>["title","review"]`.
 * One item per line, so a link cut short still gives every item before the cut.
 */
export function sharedListText(items: readonly WatchlistItem[], { filter, feedback }: ShareOptions): string {
  const lines = items.map(
    (item) =>
      `${item.media_type === 'tv' ? 't' : 'm'}${item.id}${STATUS_CODES[effectiveStatus(item)]}\t` +
      `${(oneLine(item.title) || `${mediaTypeLabel(item.media_type)} ${item.id}`).slice(0, SHARE_LIMITS.titleChars)}` +
      feedbackOf(item, feedback),
  );
  return [JSON.stringify({ f: filter, n: items.length }), ...lines].join('\n');
}

/** The link's fragment: `{version}.{deflate-raw, base64url}`. */
export async function sharedListFragment(items: readonly WatchlistItem[], options: ShareOptions): Promise<string> {
  return `${SHARE_VERSION}.${await packText(sharedListText(items, options))}`;
}

/** `{origin}/shared#{fragment}`: the fragment never reaches a server. */
export const sharedListUrl = (origin: string, fragment: string): string => `${origin}${SHARE_PATH}#${fragment}`;

const LINE = /^([mt])(-?[1-9]\d{0,15})([wgdhx])\t([^\t]+)(?:\t([1-5])?(?:\t(.+))?)?$/;

function parseReview(text: string | undefined): SharedItem['review'] | null | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [title, content] = value as unknown[];
    if (typeof title !== 'string' || typeof content !== 'string' || !content.trim()) return null;
    if (title.length > SHARE_LIMITS.titleChars || content.length > SHARE_LIMITS.reviewChars) return null;
    return title ? { title, content } : { content };
  } catch {
    return null;
  }
}

/** One item line, or null when it is not one. */
export function parseSharedLine(line: string): SharedItem | null {
  const match = LINE.exec(line);
  if (!match) return null;
  const [, type, id, code, rawTitle, stars, reviewText] = match;
  const title = rawTitle?.trim() ?? '';
  const status = STATUS_BY_CODE.get(code ?? '');
  const review = parseReview(reviewText);
  if (!status || !title || title.length > SHARE_LIMITS.titleChars || review === null) return null;
  const numericId = Number(id);
  if (!Number.isSafeInteger(numericId)) return null;
  const item: SharedItem = { id: numericId, media_type: type === 't' ? 'tv' : 'movie', status, title };
  if (stars) item.rating = Number(stars);
  if (review) item.review = review;
  return item;
}

function parseHeader(line: string | undefined): { filter: WatchlistFilter; count: number } | null {
  try {
    const value = JSON.parse(line ?? '') as { f?: unknown; n?: unknown };
    if (!FILTERS.includes(value.f as WatchlistFilter)) return null;
    if (!Number.isInteger(value.n) || (value.n as number) < 0) return null;
    return { filter: value.f as WatchlistFilter, count: value.n as number };
  } catch {
    return null;
  }
}

/** A link's text as lines: `whole` is false when the stream stopped early (its cut last line already dropped). */
export interface LinkLines {
  lines: string[];
  whole: boolean;
}

/** The lines of a fragment (with or without its `#`); null when it is too long to read or of another version. */
export async function fragmentLines(fragment: string): Promise<LinkLines | null> {
  const body = fragment.replace(/^#/, '');
  if (body.length > SHARE_LIMITS.fragmentChars) return null;
  const dot = body.indexOf('.');
  if (dot < 0 || body.slice(0, dot) !== String(SHARE_VERSION)) return null;
  const unpacked = await unpackText(body.slice(dot + 1), SHARE_LIMITS.inflatedBytes);
  const lines = unpacked.text.split('\n');
  // A stream that stopped early may end inside a line: only the complete lines count.
  if (!unpacked.ok) lines.pop();
  return { lines, whole: unpacked.ok };
}

/**
 * The item lines after the header, each read by `parse` (a title listed twice is kept once). The link is whole when
 * the stream was, every line was an item and the header's count matches the lines.
 */
export function readItemLines<T extends { id: number; media_type: MediaType }, L>(
  { lines, whole }: LinkLines,
  count: number,
  parse: (line: string) => T | null,
  listOf: (items: T[]) => L,
): LinkRead<L> {
  const seen = new Set<string>();
  const items: T[] = [];
  let bad = 0;
  for (const line of lines.slice(1, 1 + SHARE_LIMITS.items)) {
    const item = parse(line);
    if (!item) {
      bad += 1;
      continue;
    }
    const key = titleIdentity(item.media_type, item.id);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  const list = listOf(items);
  const complete = whole && bad === 0 && lines.length - 1 === count;
  const result: LinkRead<L> = complete ? { ok: true, list } : { ok: false, message: SHARE_MESSAGES.damaged, list };
  // Counted from the lines themselves, not the header's count, which a crafted link can set to anything.
  const held = lines.length - 1;
  return held > SHARE_LIMITS.items ? { ...result, cut: { held } } : result;
}

const damaged = (): SharedListResult => ({
  ok: false,
  message: SHARE_MESSAGES.damaged,
  list: { filter: 'all', items: [] },
});

/** A watchlist link's lines as its list; a missing or foreign header is a damaged link with nothing read. */
export function readWatchlistLines(read: LinkLines | null): SharedListResult {
  const header = read && parseHeader(read.lines[0]);
  if (!read || !header) return damaged();
  return readItemLines(read, header.count, parseSharedLine, (items) => ({ filter: header.filter, items }));
}

/**
 * Reads a link's fragment (with or without its `#`). Never throws: a fragment that is too long, of another
 * version, not base64url, inflating past the bound, cut short or holding lines that are not items gives the
 * damaged-link message with every item that could be read (a title listed twice is kept once).
 */
export async function readSharedList(fragment: string): Promise<SharedListResult> {
  return readWatchlistLines(await fragmentLines(fragment));
}
