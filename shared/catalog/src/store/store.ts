/** In-memory catalogue with the indexes the HTTP layer needs: maps by id and pre-sorted lists. */
import type {
  AnnouncementRec,
  CastRec,
  CatalogData,
  CollectionRec,
  CompanyRec,
  KeywordRec,
  Kind,
  MovieRec,
  NetworkRec,
  PersonRec,
  ProviderRec,
  TvRec,
} from '../data/types';
import { addDays } from '../data/util';
import type { Offers } from '../data/types';
import { AvailabilityClock, offersOn } from './availability';
import { indexCredits } from './credits';
import type { PersonCredit } from './credits';
import { normalize } from './normalize';
import { relatedTitles } from './related';

export type Media = MovieRec | TvRec;
export type Window = 'day' | 'week';
export type TrendingEntry = { kind: Kind | 'person'; rec: Media | PersonRec; score: number };

const byMap = <T extends { id: number }>(items: readonly T[]): Map<number, T> => new Map(items.map((i) => [i.id, i]));
const desc = <T>(items: readonly T[], key: (item: T) => number): T[] =>
  [...items].sort((a, b) => key(b) - key(a) || (a as { id: number }).id - (b as { id: number }).id);

/** Titles need this many votes to enter the top rated lists, as on the real service. */
export const TOP_RATED_MIN_VOTES = 100;

export class CatalogStore {
  readonly today: string;
  readonly movies: ReadonlyMap<number, MovieRec>;
  readonly shows: ReadonlyMap<number, TvRec>;
  readonly people: ReadonlyMap<number, PersonRec>;
  readonly companies: ReadonlyMap<number, CompanyRec>;
  readonly networks: ReadonlyMap<number, NetworkRec>;
  readonly keywords: ReadonlyMap<number, KeywordRec>;
  readonly providers: ReadonlyMap<number, ProviderRec>;
  readonly providerList: readonly ProviderRec[];
  /** The date availability is read on (the build's "today" unless a test moved it). */
  readonly clock: AvailabilityClock;
  /** Non-adult titles, most popular first. */
  readonly popularMovies: readonly MovieRec[];
  readonly popularShows: readonly TvRec[];
  readonly popularPeople: readonly PersonRec[];
  readonly allMovies: readonly MovieRec[];
  readonly allShows: readonly TvRec[];
  readonly topRatedMovies: readonly MovieRec[];
  readonly topRatedShows: readonly TvRec[];
  readonly credits: ReadonlyMap<number, PersonCredit[]>;
  readonly byImdb: ReadonlyMap<string, Media>;
  readonly collections: ReadonlyMap<number, CollectionRec>;
  /** The collection each movie in one belongs to, by movie id. */
  readonly collectionOf: ReadonlyMap<number, CollectionRec>;
  readonly searchNames: ReadonlyMap<Media | PersonRec, string>;
  private readonly trendingCache = new Map<string, TrendingEntry[]>();
  private readonly relatedCache = new Map<string, Media[]>();

  constructor(readonly data: CatalogData) {
    this.today = data.today;
    this.clock = new AvailabilityClock(data.today);
    this.movies = byMap(data.movies);
    this.shows = byMap(data.tv);
    this.people = byMap(data.people);
    this.companies = byMap(data.companies);
    this.networks = byMap(data.networks);
    this.keywords = byMap(data.keywords);
    this.providers = new Map(data.providers.map((p) => [p.provider_id, p]));
    this.providerList = data.providers;
    this.allMovies = desc(data.movies, (m) => m.popularity);
    this.allShows = desc(data.tv, (s) => s.popularity);
    this.popularMovies = this.allMovies.filter((m) => !m.adult);
    this.popularShows = this.allShows.filter((s) => !s.adult);
    this.popularPeople = desc(data.people, (p) => p.popularity);
    const rated = <T extends Media>(list: readonly T[]): T[] =>
      list
        .filter((m) => m.vote_count >= TOP_RATED_MIN_VOTES)
        .sort((a, b) => b.vote_average - a.vote_average || b.vote_count - a.vote_count || a.id - b.id);
    this.topRatedMovies = rated(this.popularMovies);
    this.topRatedShows = rated(this.popularShows);
    this.credits = indexCredits(data);
    this.byImdb = new Map<string, Media>([...data.movies, ...data.tv].map((m) => [m.imdb_id, m]));
    this.collections = byMap(data.collections);
    this.collectionOf = new Map(data.collections.flatMap((c) => c.parts.map((id) => [id, c] as const)));
    const names = new Map<Media | PersonRec, string>();
    for (const m of data.movies) names.set(m, normalize(m.title));
    for (const s of data.tv) names.set(s, normalize(s.name));
    for (const p of data.people) names.set(p, normalize(p.name));
    this.searchNames = names;
  }

  /** The announcements made by the clock's date (see data/announce.ts). */
  announced(): AnnouncementRec[] {
    const day = this.clock.day;
    return this.data.announcements.filter((a) => a.day <= day);
  }

  /** A title's cast on the clock's date: the drawn cast, then anyone announced for it by then. */
  castOf(kind: Kind, rec: Media): CastRec[] {
    const added = this.announced().filter((a) => a.kind === kind && a.id === rec.id);
    if (added.length === 0) return rec.cast;
    return [
      ...rec.cast,
      ...added.map((a, i) => ({
        person: a.person,
        character: a.character,
        order: rec.cast.length + i,
        credit: a.credit,
      })),
    ];
  }

  /** A person's credits on the clock's date: every cast and crew entry naming them, announced ones included. */
  creditsOf(person: number): PersonCredit[] {
    const base = this.credits.get(person) ?? [];
    const added = this.announced().filter((a) => a.person === person);
    if (added.length === 0) return base;
    return [
      ...base,
      ...added.map((a) => {
        const rec = this.media(a.kind, a.id);
        const order = rec ? this.castOf(a.kind, rec).findIndex((c) => c.credit === a.credit) : 0;
        return { kind: a.kind, id: a.id, credit: a.credit, character: a.character, order };
      }),
    ];
  }

  media(kind: Kind, id: number): Media | undefined {
    return kind === 'movie' ? this.movies.get(id) : this.shows.get(id);
  }

  /** Released within the last six weeks (TMDB's now playing window). */
  nowPlaying(): { minimum: string; maximum: string; results: MovieRec[] } {
    const minimum = addDays(this.today, -42);
    const maximum = this.today;
    const results = this.popularMovies.filter((m) => m.release_date >= minimum && m.release_date <= maximum);
    return { minimum, maximum, results };
  }

  /** A title's offers in one region on the clock's date; undefined when nothing offers it there. */
  offers(kind: Kind, rec: Media, region: string): Offers | undefined {
    return offersOn(kind, rec, region, this.clock.day, this.providerList);
  }

  /** Releasing after today, within six months. */
  upcoming(): { minimum: string; maximum: string; results: MovieRec[] } {
    const minimum = addDays(this.today, 1);
    const maximum = addDays(this.today, 182);
    const results = this.popularMovies.filter((m) => m.release_date >= minimum && m.release_date <= maximum);
    return { minimum, maximum, results };
  }

  trending(type: 'all' | Kind | 'person', window: Window): TrendingEntry[] {
    const key = `${type}:${window}`;
    const cached = this.trendingCache.get(key);
    if (cached) return cached;
    const score = (m: Media): number => (window === 'day' ? m.trend_day : m.trend_week);
    const entries: TrendingEntry[] = [];
    if (type === 'all' || type === 'movie')
      for (const m of this.popularMovies) entries.push({ kind: 'movie', rec: m, score: score(m) });
    if (type === 'all' || type === 'tv')
      for (const s of this.popularShows) entries.push({ kind: 'tv', rec: s, score: score(s) });
    if (type === 'person') {
      for (const p of this.popularPeople)
        entries.push({ kind: 'person', rec: p, score: p.popularity * (window === 'day' ? 1 + (p.id % 7) / 10 : 1) });
    }
    entries.sort((a, b) => b.score - a.score || a.rec.id - b.rec.id);
    this.trendingCache.set(key, entries);
    return entries;
  }

  related(kind: Kind, rec: Media, mode: 'similar' | 'recommendations'): Media[] {
    const key = `${kind}:${rec.id}:${mode}`;
    let list = this.relatedCache.get(key);
    if (!list) {
      const pool: readonly Media[] = kind === 'movie' ? this.popularMovies : this.popularShows;
      list = relatedTitles(rec, pool, mode);
      this.relatedCache.set(key, list);
    }
    return list;
  }
}
