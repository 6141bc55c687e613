/** Parses /discover/{movie,tv} parameters into one predicate and one comparator. */
import type { Kind, MovieRec, OfferType, TvRec } from '../data/types';
import { OFFER_TYPES } from '../store/availability';
import type { CatalogStore, Media } from '../store/store';
import { invalidParam } from './errors';
import { boolParam, dateParam, idGroups, numberParam, yearParam } from './params';
import type { Query } from './params';

const SORT_FIELDS: Record<Kind, Record<string, string>> = {
  movie: {
    popularity: 'popularity',
    vote_average: 'vote_average',
    vote_count: 'vote_count',
    release_date: 'date',
    primary_release_date: 'date',
    title: 'name',
    original_title: 'name',
    revenue: 'revenue',
  },
  tv: {
    popularity: 'popularity',
    vote_average: 'vote_average',
    vote_count: 'vote_count',
    first_air_date: 'date',
    name: 'name',
    original_name: 'name',
    release_date: 'date',
    title: 'name',
  },
};

export const dateOf = (m: Media): string => ('title' in m ? m.release_date : m.first_air_date);
export const runtimeOf = (m: Media): number | null => ('title' in m ? m.runtime : (m.episode_run_time[0] ?? null));

const matchGroups = (groups: number[][] | undefined, values: readonly number[]): boolean =>
  groups === undefined || groups.every((any) => any.some((id) => values.includes(id)));

/** `with_watch_monetization_types`: types separated by `|` (TMDB: flatrate, free, ads, rent, buy). */
function monetizationTypes(raw: string | undefined): readonly OfferType[] | undefined {
  const types = raw?.split('|').filter(Boolean);
  if (!types || types.length === 0) return undefined;
  const unknown = types.find((t) => !(OFFER_TYPES as readonly string[]).includes(t));
  if (unknown !== undefined)
    throw invalidParam(`with_watch_monetization_types must be ${OFFER_TYPES.join(', ')} separated by |`);
  return types as OfferType[];
}

export interface Discover {
  test: (m: Media) => boolean;
  compare: (a: Media, b: Media) => number;
}

export function parseDiscover(kind: Kind, q: Query, store: CatalogStore): Discover {
  const date = kind === 'movie' ? ['primary_release_date', 'release_date'] : ['first_air_date'];
  const gte = date.map((d) => dateParam(q, `${d}.gte`)).filter((d) => d !== undefined);
  const lte = date.map((d) => dateParam(q, `${d}.lte`)).filter((d) => d !== undefined);
  const year =
    kind === 'movie'
      ? (yearParam(q, 'primary_release_year') ?? yearParam(q, 'year'))
      : (yearParam(q, 'first_air_date_year') ?? yearParam(q, 'year'));
  const vote = { gte: numberParam(q, 'vote_average.gte'), lte: numberParam(q, 'vote_average.lte') };
  const count = { gte: numberParam(q, 'vote_count.gte'), lte: numberParam(q, 'vote_count.lte') };
  const runtime = { gte: numberParam(q, 'with_runtime.gte'), lte: numberParam(q, 'with_runtime.lte') };
  const genres = idGroups(q, 'with_genres');
  const without = idGroups(q, 'without_genres')?.flat();
  const keywords = idGroups(q, 'with_keywords');
  const companies = idGroups(q, 'with_companies');
  const networks = kind === 'tv' ? idGroups(q, 'with_networks') : undefined;
  const providers = idGroups(q, 'with_watch_providers');
  const region = (q('watch_region') || 'US').toUpperCase();
  const monetization = monetizationTypes(q('with_watch_monetization_types'));
  const language = q('with_original_language') || undefined;
  const adult = boolParam(q, 'include_adult');

  const [field = 'popularity', dir = 'desc'] = (q('sort_by') || 'popularity.desc').split('.');
  const key = SORT_FIELDS[kind][field];
  if (!key || (dir !== 'asc' && dir !== 'desc')) throw invalidParam(`sort_by ${q('sort_by') ?? ''} is not supported`);
  const sign = dir === 'asc' ? 1 : -1;
  const names = store.searchNames;
  const value = (m: Media): number | string => {
    if (key === 'date') return dateOf(m);
    if (key === 'name') return names.get(m) ?? '';
    if (key === 'revenue') return (m as MovieRec).revenue;
    return m[key as 'popularity' | 'vote_average' | 'vote_count'];
  };

  return {
    test(m) {
      if (m.adult && !adult) return false;
      const d = dateOf(m);
      if (gte.some((g) => d < g) || lte.some((l) => d > l)) return false;
      if (year !== undefined && d.slice(0, 4) !== String(year)) return false;
      if (
        (vote.gte !== undefined && m.vote_average < vote.gte) ||
        (vote.lte !== undefined && m.vote_average > vote.lte)
      )
        return false;
      if (
        (count.gte !== undefined && m.vote_count < count.gte) ||
        (count.lte !== undefined && m.vote_count > count.lte)
      )
        return false;
      const rt = runtimeOf(m);
      if ((runtime.gte !== undefined || runtime.lte !== undefined) && rt === null) return false;
      if (
        rt !== null &&
        ((runtime.gte !== undefined && rt < runtime.gte) || (runtime.lte !== undefined && rt > runtime.lte))
      )
        return false;
      if (!matchGroups(genres, m.genre_ids) || (without && m.genre_ids.some((g) => without.includes(g)))) return false;
      if (!matchGroups(keywords, m.keyword_ids) || !matchGroups(companies, m.company_ids)) return false;
      if (networks && !matchGroups(networks, (m as TvRec).network_ids)) return false;
      if (language && m.original_language !== language) return false;
      if (providers) {
        // On the availability clock's date, like /{type}/{id}/watch/providers.
        const set = store.offers(kind, m, region);
        const types = monetization ?? OFFER_TYPES;
        if (
          !set ||
          !matchGroups(
            providers,
            types.flatMap((t) => set[t] ?? []),
          )
        )
          return false;
      }
      return true;
    },
    compare(a, b) {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * sign || a.id - b.id;
    },
  };
}
