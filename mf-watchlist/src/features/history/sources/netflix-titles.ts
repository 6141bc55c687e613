// Netflix names an episode inside its title (`Show: Season 2: Episode title`, `Show: Limited Series: Episode 4`,
// `Film: With a colon`): which titles are episodes of which show, read from all the titles of a history together.

/** A Netflix title read as a show's episode (season 1 when Netflix names none) or as a film. */
export type NetflixTitle =
  | { kind: 'episode'; show: string; season: number; number?: number; name?: string }
  | { kind: 'film'; title: string }
  /** `: Episode 7`: the show part is empty (a title Netflix removed). */
  | { kind: 'noShow' };

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].concat([
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]);
const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };

/** `8`, `08`, `Eight`, `VIII` -> 8. */
function numberFrom(text: string): number | undefined {
  const word = text.trim().toLowerCase();
  if (/^\d{1,4}$/.test(word)) return Number(word) || undefined;
  if (NUMBER_WORDS.includes(word)) return NUMBER_WORDS.indexOf(word) || undefined;
  if (!/^[ivxl]{1,8}$/.test(word)) return undefined;
  const values = [...word].map((c) => ROMAN[c] ?? 0);
  return values.reduce((sum, value, i) => sum + (value < (values[i + 1] ?? 0) ? -value : value), 0);
}

/**
 * A segment naming a season. Strong markers say "TV" on their own (`Season 2`, `Limited Series`); weak ones
 * (`Part 2`, `Volume 4`, `Stranger Things 4`) also name films (`Dune: Part Two`), so they count only with an
 * episode number or when the show is known to be a show.
 */
function seasonMarker(segment: string, show: string): { season: number; strong: boolean } | undefined {
  const season = /^season\s+(\d{1,3})\b/i.exec(segment) ?? /^series\s+(\d{1,3})$/i.exec(segment);
  if (season) return { season: Number(season[1]), strong: true };
  if (/^(limited series|miniseries|mini-series|(the )?complete series)$/i.test(segment))
    return { season: 1, strong: true };
  const part = /^(?:part|volume|vol\.?|book|collection)\s+(\S+)$/i.exec(segment);
  const numbered = segment.toLowerCase().startsWith(`${show.toLowerCase()} `) ? segment.slice(show.length + 1) : '';
  const weak = numberFrom(part?.[1] ?? numbered) ?? (/^\d{1,2}$/.test(segment) ? Number(segment) : undefined);
  return weak ? { season: weak, strong: false } : undefined;
}

/** `Episode 7`, `Chapter Nine`, `Chapter 01`, `Chapter VIII` -> the episode number. */
const episodeMarker = (segment: string): number | undefined => {
  const match = /^(?:episode|chapter)\s+(\S+)$/i.exec(segment.trim());
  return match ? numberFrom(match[1] ?? '') : undefined;
};

interface Marked {
  kind: 'marked';
  show: string;
  season: number;
  number?: number;
  name?: string;
  /** The title alone says "episode" (see seasonMarker). */
  strong: boolean;
}

type Reading = Marked | { kind: 'plain'; parts: string[] } | { kind: 'noShow' };

/** One title on its own: where its season marker (or episode marker) is, if any. */
function readTitle(title: string): Reading {
  // The data-request file appends Netflix's own episode number: `Show: Season 4: College Tour (Episode 2)`.
  const suffix = /\s*\(Episode\s+(\d{1,4})\)$/i.exec(title);
  const suffixNumber = suffix ? Number(suffix[1]) : undefined;
  const parts = (suffix ? title.slice(0, suffix.index) : title).split(/:\s+/).map((part) => part.trim());
  const show = parts[0] ?? '';
  if (!show && parts.length > 1) return { kind: 'noShow' };
  for (let i = 1; i < parts.length; i += 1) {
    const segment = parts[i] ?? '';
    const rest = parts.slice(i + 1);
    const marker = seasonMarker(segment, show);
    const episodeNumber = episodeMarker(rest[0] ?? '');
    const number = suffixNumber ?? episodeNumber;
    if (marker && (marker.strong || rest.length > 0)) {
      const name = rest.join(': ') || undefined;
      const strong = marker.strong || number !== undefined;
      return { kind: 'marked', show: parts.slice(0, i).join(': '), season: marker.season, number, name, strong };
    }
    const ownNumber = episodeMarker(segment);
    if (ownNumber !== undefined) {
      const name = parts.slice(i).join(': ');
      return {
        kind: 'marked',
        show: parts.slice(0, i).join(': '),
        season: 1,
        number: suffixNumber ?? ownNumber,
        name,
        strong: true,
      };
    }
  }
  // No marker, but Netflix's own `(Episode 5)`: an episode of the first part, in a season it does not name.
  if (suffixNumber !== undefined && parts.length > 1) {
    return { kind: 'marked', show, season: 1, number: suffixNumber, name: parts.slice(1).join(': '), strong: true };
  }
  return { kind: 'plain', parts };
}

/**
 * Reads a column of titles together, because whether `Show: Some title` is an episode depends on the other rows
 * (Ryot's rule): a base title is a show when any of its rows has a season or episode pattern. A weak marker
 * (`Money Heist: Part 3: A Quick Vacation`) counts when its show is known, or when its season has two or more
 * different episodes (so the films `Fear Street: Part Two: 1978` and `Part Three: 1666` stay films).
 */
export function splitNetflixTitles(titles: readonly string[]): Map<string, NetflixTitle> {
  const readings = new Map<string, Reading>();
  for (const title of titles) if (!readings.has(title)) readings.set(title, readTitle(title.trim()));
  const marked = [...readings.values()].filter((r): r is Marked => r.kind === 'marked');
  const seasonKey = (r: Marked): string => `${r.show.toLowerCase()}|${r.season}`;
  const names = new Map<string, Set<string>>();
  for (const r of marked) names.set(seasonKey(r), (names.get(seasonKey(r)) ?? new Set()).add(r.name ?? ''));
  const shows = new Set(
    marked.filter((r) => r.strong || (names.get(seasonKey(r))?.size ?? 0) > 1).map((r) => r.show.toLowerCase()),
  );
  const accepted = (r: Marked): boolean => shows.has(r.show.toLowerCase());

  const result = new Map<string, NetflixTitle>();
  for (const [title, r] of readings) {
    if (r.kind === 'noShow') result.set(title, r);
    else if (r.kind === 'marked' && accepted(r)) {
      result.set(title, { kind: 'episode', show: r.show, season: r.season, number: r.number, name: r.name });
    } else if (r.kind === 'plain') {
      // `Show: Episode title` without a season: an episode only when its longest leading part is a known show.
      let episode: NetflixTitle | undefined;
      for (let end = r.parts.length - 1; end > 0 && !episode; end -= 1) {
        const show = r.parts.slice(0, end).join(': ');
        const name = r.parts.slice(end).join(': ');
        if (shows.has(show.toLowerCase())) episode = { kind: 'episode', show, season: 1, name };
      }
      result.set(title, episode ?? { kind: 'film', title: title.trim() });
    } else result.set(title, { kind: 'film', title: title.trim() });
  }
  return result;
}
