/** The longest tag kept, in characters; a longer one is cut (a tag is a label, not a note). */
export const WATCHLIST_TAG_MAX = 40;
/** The most tags one item keeps; later ones are dropped, so a card's chips stay a short line. */
export const WATCHLIST_TAGS_MAX = 20;

// Commas and semicolons separate tags in typed text and in a CSV cell, so a tag never holds one: every tag a file
// or the editor gives survives an export and an import unchanged.
const SEPARATORS = /[,;]/;
const SPACES = /\s+/g;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** One tag as stored: trimmed, inner spaces collapsed to one, at most WATCHLIST_TAG_MAX characters; '' when blank. */
export function normaliseTag(text: string): string {
  const clean = text.replace(SPACES, ' ').trim();
  if (clean.length <= WATCHLIST_TAG_MAX) return clean;
  // Never half a surrogate pair (an emoji) at the cut.
  const end = isHighSurrogate(clean.charCodeAt(WATCHLIST_TAG_MAX - 1)) ? WATCHLIST_TAG_MAX - 1 : WATCHLIST_TAG_MAX;
  return clean.slice(0, end).trimEnd();
}

/** The case-insensitive identity of a tag: "Cinema" and "cinema" are one tag. */
export const tagKey = (tag: string): string => tag.toLocaleLowerCase();

/**
 * Tags from outside data: text ("cinema; with kids", split on commas and semicolons) or an array of such texts,
 * each normalised; blanks, non-text entries and repeats (ignoring case, the first spelling kept) dropped, at most
 * WATCHLIST_TAGS_MAX. Anything else gives [].
 */
export function normaliseTags(value: unknown): string[] {
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    for (const piece of part.split(SEPARATORS)) {
      const tag = normaliseTag(piece);
      const key = tagKey(tag);
      if (tag === '' || seen.has(key)) continue;
      if (tags.length === WATCHLIST_TAGS_MAX) return tags;
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** True when `value` is a non-empty tag list that normaliseTags keeps exactly as it is. */
export function isCleanTags(value: unknown): value is string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > WATCHLIST_TAGS_MAX) return false;
  const clean = normaliseTags(value);
  return clean.length === value.length && clean.every((tag, index) => tag === value[index]);
}

/**
 * The union of two tag lists, `first`'s tags first then the new ones of `second` (ignoring case), capped; `first`
 * itself (the same array) when `second` adds nothing, so a caller can tell nothing changed.
 */
export function unionTags(first: readonly string[] | undefined, second: readonly string[] | undefined): string[] {
  const base = first ?? [];
  const known = new Set(base.map(tagKey));
  const added = (second ?? []).filter((tag) => !known.has(tagKey(tag)));
  if (added.length === 0 || base.length >= WATCHLIST_TAGS_MAX) return base as string[];
  return normaliseTags([...base, ...added]);
}

/** Two tag lists with the same tags in the same order (missing = none). */
export const sameTags = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((tag, index) => tag === b?.[index]);
