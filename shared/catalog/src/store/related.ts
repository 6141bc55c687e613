/** Similar = shared genres; recommendations = shared keywords, then genre peers. Both capped at 5 pages. */
import type { MovieRec, TvRec } from '../data/types';

type Media = MovieRec | TvRec;
const MAX_RELATED = 100;

function overlap(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  for (const x of a) if (b.includes(x)) n += 1;
  return n;
}

export function relatedTitles(rec: Media, pool: readonly Media[], mode: 'similar' | 'recommendations'): Media[] {
  const scored: Array<{ m: Media; s: number }> = [];
  for (const m of pool) {
    if (m.id === rec.id) continue;
    const genres = overlap(rec.genre_ids, m.genre_ids);
    const s =
      mode === 'similar'
        ? genres * 100 + m.popularity / 10
        : overlap(rec.keyword_ids, m.keyword_ids) * 200 + genres * 20 + m.vote_average;
    if (genres > 0 || s >= 200) scored.push({ m, s });
  }
  scored.sort((a, b) => b.s - a.s || a.m.id - b.m.id);
  return scored.slice(0, MAX_RELATED).map((x) => x.m);
}
