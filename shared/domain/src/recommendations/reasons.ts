import type { Title } from '@reelist/contracts';

/** Why a title is recommended; the screen turns it into one line with `reasonText`. */
export type RecommendationReason =
  { kind: 'added'; title: string } | { kind: 'genre'; genreId: number } | { kind: 'popular-tv' };

export interface Recommendation {
  title: Title;
  reason: RecommendationReason;
}

/** 'Because you added {title}', 'Popular in {genre}' (a generic line when the genre's name is unknown), 'Popular on TV'. */
export function reasonText(reason: RecommendationReason, genreName: (id: number) => string | undefined): string {
  switch (reason.kind) {
    case 'added':
      return `Because you added ${reason.title}`;
    case 'genre': {
      const name = genreName(reason.genreId);
      return name ? `Popular in ${name}` : 'Popular in your top genres';
    }
    case 'popular-tv':
      return 'Popular on TV';
  }
}

/** The first of `preferred` genres the title has (the most relevant one), else the first preferred genre. */
export function reasonGenre(title: Title, preferred: readonly number[]): number | undefined {
  const own = new Set(title.genre_ids ?? title.genres?.map((genre) => genre.id) ?? []);
  return preferred.find((id) => own.has(id)) ?? preferred[0];
}
