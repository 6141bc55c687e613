import type { Title } from '@reelist/contracts';

/** Why a title is recommended; the Recommendations screen says it in one line. */
export type RecommendationReason =
  { kind: 'added'; title: string } | { kind: 'genre'; genreId: number } | { kind: 'popular-tv' };

export interface Recommendation {
  title: Title;
  reason: RecommendationReason;
}

/** The first of `preferred` genres the title has (the most relevant one), else the first preferred genre. */
export function reasonGenre(title: Title, preferred: readonly number[]): number | undefined {
  const own = new Set(title.genre_ids ?? title.genres?.map((genre) => genre.id) ?? []);
  return preferred.find((id) => own.has(id)) ?? preferred[0];
}
