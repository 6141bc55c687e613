/** Builds the whole catalogue for a reference date. Same date + same version = byte-identical output. */
import { faker } from '@faker-js/faker';
import { Prng } from './context';
import type { BuildContext } from './context';
import { buildSeries } from './collections';
import { buildCompanies, buildKeywords } from './extras';
import { buildHostileMovies, buildHostileShow, hostilePerson, HOSTILE_IDS } from './hostile';
import { buildMovies, FIRST_MOVIE_ID } from './movies';
import { buildAnnouncements } from './announce';
import { buildPeople, FIRST_PERSON_ID, GENERATED_PEOPLE, scorePeople } from './people';
import { modelPeople } from './people-model';
import { tellTheTruth } from './truth';
import { NETWORKS, PROVIDERS } from './reference';
import { buildShows } from './tv';
import { buildLongShow, withSpecials } from './seasons-extra';
import type { CatalogData } from './types';
import { ImdbIds, isIsoDate } from './util';
import type { VegaMovie } from './vega';
import { loadVegaMovies } from './vega';
import { DATA_VERSION } from './version';

export { DATA_VERSION };
export const SEED = 42;

export interface BuildOptions {
  /** Reference "today" as YYYY-MM-DD; defaults to the current UTC date. */
  today?: string;
  /** Injected for tests; defaults to the vega-datasets movies table. */
  vega?: readonly VegaMovie[];
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function buildCatalogData(options: BuildOptions = {}): CatalogData {
  const today = options.today ?? todayUtc();
  if (!isIsoDate(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  faker.seed(SEED);
  const ctx: BuildContext = { faker, prng: new Prng(SEED), today, imdb: new ImdbIds(), creditSeq: { n: 0 } };
  const pool = buildPeople(ctx);
  const companies = buildCompanies(ctx, 60);
  const keywords = buildKeywords(ctx);
  const inputs = { pool, companies, keywords };
  const vega = options.vega ?? loadVegaMovies();
  const movies = buildMovies(ctx, inputs, vega);
  const tv = buildShows(ctx, inputs);
  const hostileMovies = buildHostileMovies(ctx, inputs);
  const hostileShow = buildHostileShow(ctx, inputs);
  const people = pool.people;
  people.push(hostilePerson(people[0] as (typeof people)[number]));
  hostileMovies[0]?.cast.unshift({
    person: HOSTILE_IDS.personHtml,
    character: '<i>Villain</i>',
    order: 0,
    credit: 'hostile0000000000000001',
  });

  const credits = new Map<number, number>();
  for (const title of [...movies, ...tv]) {
    for (const c of [...title.cast, ...title.crew]) credits.set(c.person, (credits.get(c.person) ?? 0) + 1);
  }
  scorePeople(pool, credits, ctx);
  const hostile = people.at(-1);
  if (hostile) hostile.popularity = 0.6;
  // Drawn last, after every score: the titles above are the same with or without it.
  const longShow = buildLongShow(ctx, inputs);
  const { sequels, collections } = buildSeries(ctx, inputs, movies, vega.length);
  const allMovies = [...movies, ...sequels, ...hostileMovies];
  const allShows = [...tv.map(withSpecials), hostileShow, longShow];
  const hostileIds = new Set<number>(Object.values(HOSTILE_IDS));
  const firstHostile = Math.min(...hostileIds);
  const isInvented = (id: number): boolean => id < FIRST_PERSON_ID + GENERATED_PEOPLE || id === HOSTILE_IDS.personHtml;
  tellTheTruth(allMovies, allShows, {
    today,
    vega,
    firstVegaId: FIRST_MOVIE_ID,
    isInvented,
    inventedDirectors: (pool.byDepartment.get('Directing') ?? []).filter(isInvented),
    people: new Map(people.map((p) => [p.id, p])),
    networks: NETWORKS,
    keepProse: (id) => hostileIds.has(id),
  });
  const fixed = (id: number): boolean => id === HOSTILE_IDS.personHtml;
  modelPeople(allMovies, allShows, people, {
    invented: (t) => t.id >= FIRST_MOVIE_ID + vega.length && t.id < firstHostile,
    fixed,
  });
  const announcements = buildAnnouncements(allMovies, people, today, (p) => isInvented(p.id) && !fixed(p.id));
  return {
    version: DATA_VERSION,
    today,
    movies: allMovies,
    tv: allShows,
    people,
    companies,
    networks: [...NETWORKS],
    providers: [...PROVIDERS],
    keywords,
    collections,
    announcements,
  };
}
