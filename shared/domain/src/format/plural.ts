// Built on first use, like the date formatters: a page's first Intl object starts ICU, which a page that shows no
// count should not pay for.
let englishPlurals: Intl.PluralRules | undefined;

export interface PluralOptions {
  /** Group the digits of large counts ('1,234 titles'); off by default, which prints the bare number. */
  grouped?: boolean;
}

/**
 * A count with its noun in US English: '1 title', '3 titles', '0 searches'. The word comes from the language's
 * plural rules rather than a check for exactly 1, so every page agrees on which form a count takes; `many`
 * defaults to `one` plus 's' and is given for irregular words or whole phrases ('title needs review').
 */
export function plural(count: number, one: string, many = `${one}s`, { grouped = false }: PluralOptions = {}): string {
  const shown = grouped ? count.toLocaleString('en-US') : String(count);
  return `${shown} ${(englishPlurals ??= new Intl.PluralRules('en-US')).select(count) === 'one' ? one : many}`;
}
