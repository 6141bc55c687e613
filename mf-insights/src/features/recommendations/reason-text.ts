import type { RecommendationReason } from '@reelist/domain';

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
