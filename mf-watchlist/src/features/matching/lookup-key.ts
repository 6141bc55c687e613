import type { MediaHint, SourceRecord } from '../../lib/source-types';

/**
 * A title as the matcher compares it: lower case, without diacritics, `&` read as "and", apostrophes dropped and
 * other punctuation read as a space, without a leading "the", spaces collapsed. "The Amélie & Co.: Part 2" and
 * "amelie and co part 2" are the same title.
 */
export function normaliseTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** A show's title without the episode marker an episode row adds ("Friends S1E1", "Lost - S01E02" -> the show). */
export const showTitleOf = (title: string): string => title.replace(/\s*[-:–]?\s*S\d+\s*E\d+\s*$/i, '').trim();

/** What the record's tmdb/imdb/tvdb ids name: a movie, a show, either, or (TMDB CSV, IMDb) an episode. */
export type IdKind = 'movie' | 'tv' | 'any' | 'episode';

export function idKindOf(record: SourceRecord): IdKind {
  if (record.idsOf === 'episode') return 'episode';
  return ID_KINDS[record.media];
}

const ID_KINDS: Record<MediaHint, IdKind> = { movie: 'movie', tv: 'tv', episode: 'tv', unknown: 'any' };

/**
 * The key of the lookup a record needs: records naming the same title share it, so each title is looked up once
 * however many rows (viewings, ratings, lists) name it. The strongest id the record has decides, as in the
 * resolution ladder: `tmdb:movie:550`, `imdb:tt0137523`, `tvdb:81189`, else `title:movie:fight club:1999`.
 * Episode rows whose ids are the episode's own key on that id (`episode-imdb:tt0583459`), as each is looked up.
 */
export function lookupKeyOf(record: SourceRecord): string {
  const { tmdb, imdb, tvdb } = record.ids;
  const kind = idKindOf(record);
  if (kind === 'episode') {
    if (imdb) return `episode-imdb:${imdb}`;
    if (tmdb !== undefined) return `episode-tmdb:${tmdb}`;
  } else {
    if (tmdb !== undefined) return `tmdb:${kind}:${tmdb}`;
    if (imdb) return `imdb:${imdb}`;
    if (tvdb !== undefined) return `tvdb:${tvdb}`;
  }
  return titleKeyOf(record);
}

/** A row about an episode: its title may end in an episode marker, and the title to find is the show. */
export const isEpisodeRow = (record: SourceRecord): boolean => record.media === 'episode' || record.idsOf === 'episode';

function titleKeyOf(record: SourceRecord): string {
  const show = isEpisodeRow(record);
  const title = normaliseTitle(show ? showTitleOf(record.title) : record.title);
  // An episode row's year is the episode's own, not the show's, when its ids are the episode's: not searched by.
  const year = record.idsOf === 'episode' ? undefined : record.year;
  return `title:${show ? 'tv' : record.media}:${title}:${year ?? ''}`;
}
