import { t } from '@lingui/core/macro';
import type { PickReason } from './categories';

/**
 * 'Because you added {title}', 'Popular in {genre}' (a generic line when the genre's name is unknown), 'Popular on
 * TV', and the category rules' own: 'Trending this week', 'Highly rated by many viewers', 'Released in the last year'.
 */
export function reasonText(reason: PickReason, genreName: (id: number) => string | undefined): string {
  switch (reason.kind) {
    case 'added': {
      const { title } = reason;
      return t`Because you added ${title}`;
    }

    case 'genre': {
      const name = genreName(reason.genreId);
      return name ? t`Popular in ${name}` : t`Popular in your top genres`;
    }
    case 'popular-tv':
      return t`Popular on TV`;
    case 'trending':
      return t`Trending this week`;
    case 'rated':
      return t`Highly rated by many viewers`;
    case 'new':
      return t`Released in the last year`;
  }
}
