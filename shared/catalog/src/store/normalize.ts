/** Case- and diacritic-insensitive text for search and OMDb title lookups. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 4 exact, 3 prefix, 2 a word starts with the query, 1 substring, 0 no match. */
export function matchScore(haystack: string, needle: string): number {
  if (needle === '') return 0;
  if (haystack === needle) return 4;
  if (haystack.startsWith(needle)) return 3;
  const at = haystack.indexOf(needle);
  if (at < 0) return 0;
  return haystack.includes(` ${needle}`) ? 2 : 1;
}
