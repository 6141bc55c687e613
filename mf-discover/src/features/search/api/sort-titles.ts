import type { SearchSort, Title } from '@reelist/contracts';
import { titleName } from '@reelist/contracts';

type Key = (title: Title) => number | string;

const KEYS: Record<string, Key> = {
  popularity: (t) => t.popularity ?? 0,
  vote_average: (t) => t.vote_average ?? 0,
  release_date: (t) => t.release_date ?? t.first_air_date ?? '',
  title: (t) => titleName(t).toLocaleLowerCase(),
};

/** Orders titles by a search sort option, as the service would; stable, without changing the input. */
export function sortTitles(titles: readonly Title[], sort: SearchSort): Title[] {
  const [field = 'popularity', direction] = sort.split('.');
  const key = KEYS[field] ?? KEYS.popularity!;
  const sign = direction === 'asc' ? 1 : -1;
  return titles
    .map((title, index) => ({ title, index, value: key(title) }))
    .sort((a, b) => {
      if (a.value < b.value) return -sign;
      if (a.value > b.value) return sign;
      return a.index - b.index;
    })
    .map((entry) => entry.title);
}
