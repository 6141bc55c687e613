/**
 * Collections (series of films): the real series of the vega table (listed in series.ts) and a few generated ones,
 * each a generated film followed by sequels named as sequels ("{title} 2", "{title} 3", ...). The sequels are new
 * films with ids after the generated ones; their titles never contain "the" (so search counts for it stay as they
 * were) and their popularity is low, so every list's top stays as it was. Drawn after every other title.
 */
import { nextCreditId } from './context';
import type { BuildContext } from './context';
import { buildProviders } from './extras';
import { buildGeneratedMovie, FIRST_MOVIE_ID, movieStatus } from './movies';
import type { MovieInputs } from './movies';
import { REAL_SERIES } from './series';
import type { CollectionRec, MovieRec } from './types';
import { addDays, daysBetween, hash32, round1, round3 } from './util';

export const FIRST_COLLECTION_ID = 500_001;
const SEQUEL_KEYWORD = 9663;

/** Parts per generated series (the first one an existing generated film); `upcoming`: the last part is unreleased. */
const GENERATED_SERIES: ReadonlyArray<{ parts: number; upcoming: boolean }> = [
  { parts: 2, upcoming: false },
  { parts: 3, upcoming: true },
  { parts: 5, upcoming: false },
  { parts: 6, upcoming: true },
];

const byRelease = (a: MovieRec, b: MovieRec): number => a.release_date.localeCompare(b.release_date) || a.id - b.id;

function collection(id: number, name: string, parts: MovieRec[]): CollectionRec {
  const sorted = [...parts].sort(byRelease);
  const first = sorted[0] as MovieRec;
  const last = sorted.at(-1) as MovieRec;
  const series = name.replace(/ Collection$/, '');
  return {
    id,
    name,
    overview: `The ${series} films: ${sorted.length} parts, from ${first.release_date.slice(0, 4)} to ${last.release_date.slice(0, 4)}.`,
    poster_path: first.poster_path,
    backdrop_path: first.backdrop_path,
    parts: sorted.map((m) => m.id),
  };
}

/** A generated sequel on a given date, its votes, ratings and offers made to agree with that date. */
function sequel(ctx: BuildContext, inputs: MovieInputs, base: MovieRec, id: number, title: string, date: string) {
  const m = buildGeneratedMovie(ctx, inputs, id, title, false);
  const h = hash32(`sequel:${title}`);
  const released = date <= ctx.today;
  const votes = released ? 20 + (h % 900) : 0;
  const rating = released ? round1(5 + ((h >>> 10) % 35) / 10) : null;
  const lead = base.cast.slice(0, 3);
  const cast = [
    ...lead.map((c) => ({ ...c, credit: nextCreditId(ctx) })),
    ...m.cast.filter((c) => !lead.some((l) => l.person === c.person)).slice(lead.length),
  ].map((c, order) => ({ ...c, order }));
  const popularity = round3(1.5 + (h % 400) / 100);
  return {
    ...m,
    release_date: date,
    status: movieStatus(date, ctx.today),
    popularity,
    trend_day: round3(popularity * 0.5),
    trend_week: round3(popularity * 0.7),
    vote_count: votes,
    vote_average: rating ?? 0,
    revenue: released ? m.revenue : 0,
    keyword_ids: m.keyword_ids.includes(SEQUEL_KEYWORD) ? m.keyword_ids : [...m.keyword_ids, SEQUEL_KEYWORD],
    genre_ids: base.genre_ids,
    cast,
    crew: m.crew.map((c) => {
      const director = base.crew.find((d) => d.job === 'Director');
      return c.job === 'Director' && director ? { ...c, person: director.person } : c;
    }),
    providers: released ? buildProviders(ctx, true) : {},
    imdb: {
      ...m.imdb,
      rating,
      votes: released ? votes * 8 : null,
      rottenTomatoes: released ? m.imdb.rottenTomatoes : null,
      metascore: released ? m.imdb.metascore : null,
      usGross: released ? m.imdb.usGross : null,
      awards: 'N/A',
    },
  } satisfies MovieRec;
}

export interface Series {
  /** The generated sequels, to append to the movies. */
  sequels: MovieRec[];
  collections: CollectionRec[];
}

export function buildSeries(
  ctx: BuildContext,
  inputs: MovieInputs,
  movies: readonly MovieRec[],
  vegaCount: number,
): Series {
  const collections: CollectionRec[] = [];
  const nextId = () => FIRST_COLLECTION_ID + collections.length;
  const vegaByTitle = new Map(movies.slice(0, vegaCount).map((m) => [m.title, m]));
  for (const { name, titles } of REAL_SERIES) {
    const parts = titles.map((t) => vegaByTitle.get(t)).filter((m): m is MovieRec => m !== undefined);
    if (parts.length >= 2) collections.push(collection(nextId(), name, parts));
  }
  const taken = new Set(movies.map((m) => m.title.toLowerCase()));
  // faker's book titles are real books (some real films): no invented sequel is named after one.
  const books = new Set<string>(ctx.faker.definitions.book.title);
  const bases = movies
    .slice(vegaCount)
    .filter(
      (m) =>
        !m.adult &&
        !books.has(m.title) &&
        !/the/i.test(m.title) &&
        m.title.length <= 28 &&
        daysBetween(m.release_date, ctx.today) >= 400 &&
        hash32(`series:${m.title}`) % 3 === 0,
    )
    .slice(0, GENERATED_SERIES.length);
  const sequels: MovieRec[] = [];
  bases.forEach((base, i) => {
    const { parts, upcoming } = GENERATED_SERIES[i] as (typeof GENERATED_SERIES)[number];
    const h = hash32(`series-end:${base.title}`);
    const end = upcoming ? addDays(ctx.today, 20 + (h % 120)) : addDays(ctx.today, -(30 + (h % 200)));
    const span = daysBetween(base.release_date, end);
    const own: MovieRec[] = [base];
    for (let k = 1; k < parts; k += 1) {
      const title = `${base.title} ${k + 1}`;
      if (taken.has(title.toLowerCase())) continue;
      taken.add(title.toLowerCase());
      const date = addDays(base.release_date, Math.round((k * span) / (parts - 1)));
      const id = FIRST_MOVIE_ID + movies.length + sequels.length;
      const next = sequel(ctx, inputs, base, id, title, date);
      sequels.push(next);
      own.push(next);
    }
    collections.push(collection(nextId(), `${base.title} Collection`, own));
  });
  return { sequels, collections };
}
