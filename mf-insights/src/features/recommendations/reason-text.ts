import type { PickReason } from './categories';

/**
 * 'Because you added {title}', 'Popular in {genre}' (a generic line when the genre's name is unknown), 'Popular on
 * TV', and the category rules' own: 'Trending this week', 'Highly rated by many viewers', 'Released in the last year'.
 */
export function reasonText(reason: PickReason, genreName: (id: number) => string | undefined): string {
  switch (reason.kind) {
    case 'added':
      return `Because you added ${reason.title}`;
    case 'genre': {
      const name = genreName(reason.genreId);
      return name ? `Popular in ${name}` : 'Popular in your top genres';
    }
    case 'popular-tv':
      return 'Popular on TV';
    case 'trending':
      return 'Trending this week';
    case 'rated':
      return 'Highly rated by many viewers';
    case 'new':
      return 'Released in the last year';
  }
}
