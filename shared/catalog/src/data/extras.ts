/** Per-title extras shared by movies and TV: credits, videos, watch providers, companies, keywords. */
import { nextCreditId } from './context';
import type { BuildContext } from './context';
import type { PeoplePool } from './people';
import { DEPARTMENTS, PROVIDERS, REGION_CODES, VIDEO_TYPES } from './reference';
import type { CastRec, CompanyRec, CrewRec, KeywordRec, ProviderSet, VideoRec } from './types';
import { addDays } from './util';

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function buildCast(ctx: BuildContext, pool: PeoplePool, count: number): CastRec[] {
  const actors = pool.byDepartment.get('Acting') ?? [];
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, actors.length))
    chosen.add(actors[ctx.prng.skewed(actors.length, 1.5)] as number);
  return [...chosen].map((person, order) => ({
    person,
    order,
    credit: nextCreditId(ctx),
    character: ctx.prng.chance(0.04)
      ? ctx.prng.pick(['Himself', 'Herself', 'Narrator (voice)'])
      : `${ctx.faker.person.firstName()}${ctx.prng.chance(0.6) ? ` ${ctx.faker.person.lastName()}` : ''}`,
  }));
}

/** Directors first (the given one, if known), then the other departments in TMDB's usual spread. */
export function buildCrew(ctx: BuildContext, pool: PeoplePool, directorId: number | null): CrewRec[] {
  const crew: CrewRec[] = [];
  const add = (person: number, department: string, job: string): void => {
    crew.push({ person, department, job, credit: nextCreditId(ctx) });
  };
  for (const { department, jobs } of DEPARTMENTS) {
    const people = pool.byDepartment.get(department) ?? [];
    if (department === 'Directing' && directorId !== null) {
      add(directorId, department, 'Director');
      continue;
    }
    const count = department === 'Production' ? ctx.prng.int(1, 3) : ctx.prng.chance(0.75) ? 1 : 0;
    for (let i = 0; i < (department === 'Directing' ? 1 : count); i += 1) {
      add(
        people[ctx.prng.skewed(people.length, 1.6)] as number,
        department,
        i === 0 ? (jobs[0] as string) : ctx.prng.pick(jobs),
      );
    }
  }
  return crew;
}

export function buildVideos(ctx: BuildContext, title: string, releaseDate: string): VideoRec[] {
  if (ctx.prng.chance(0.05)) return [];
  const count = ctx.prng.int(1, 5);
  return Array.from({ length: count }, (_, i) => {
    const type = i === 0 && ctx.prng.chance(0.92) ? 'Trailer' : ctx.prng.pick(VIDEO_TYPES);
    return {
      id: ctx.faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' }),
      key: ctx.faker.string.fromCharacters(KEY_CHARS, 11),
      name: `${title.slice(0, 60)} | ${type === 'Trailer' ? 'Official Trailer' : type}${i > 1 ? ` ${i}` : ''}`,
      type,
      official: ctx.prng.chance(0.85),
      published_at: `${addDays(releaseDate, -ctx.prng.int(0, 120))}T${String(ctx.prng.int(10, 23))}:00:00.000Z`,
    };
  });
}

const FLATRATE = PROVIDERS.filter((p) => p.kinds.includes('flatrate')).map((p) => p.provider_id);
const RENT = PROVIDERS.filter((p) => p.kinds.includes('rent')).map((p) => p.provider_id);
const BUY = PROVIDERS.filter((p) => p.kinds.includes('buy')).map((p) => p.provider_id);

/** Availability per region; a title's home streamer tends to carry it in most regions. */
export function buildProviders(ctx: BuildContext, released: boolean): Record<string, ProviderSet> {
  const out: Record<string, ProviderSet> = {};
  if (!released) return out;
  const home = ctx.prng.pick(FLATRATE);
  for (const region of REGION_CODES) {
    if (!ctx.prng.chance(0.72)) continue;
    const flatrate = ctx.prng.chance(0.7) ? [home] : [];
    if (ctx.prng.chance(0.25)) flatrate.push(ctx.prng.pick(FLATRATE.filter((id) => id !== home)));
    const rent = ctx.prng.sample(RENT, ctx.prng.int(0, 3));
    const buy = ctx.prng.sample(BUY, ctx.prng.int(0, 3));
    if (flatrate.length + rent.length + buy.length > 0) out[region] = { flatrate, rent, buy };
  }
  return out;
}

export function buildCompanies(ctx: BuildContext, count: number): CompanyRec[] {
  const suffixes = ['Pictures', 'Studios', 'Films', 'Entertainment', 'Productions', 'Media'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${ctx.faker.company.name().replace(/,.*$/, '')} ${ctx.prng.pick(suffixes)}`,
    logo_path: ctx.prng.chance(0.8) ? `/logo-c${i + 1}.jpg` : null,
    origin_country: ctx.prng.pick(['US', 'US', 'US', 'GB', 'FR', 'DE', 'JP', 'KR', 'CA']),
  }));
}

const NAMED_KEYWORDS: ReadonlyArray<[number, string]> = [
  [818, 'based on novel or book'],
  [9715, 'superhero'],
  [4379, 'time travel'],
  [4565, 'dystopia'],
  [9748, 'revenge'],
  [6054, 'friendship'],
  [9663, 'sequel'],
  [10051, 'heist'],
  [10683, 'coming of age'],
  [12377, 'zombie'],
  [9951, 'alien'],
  [3133, 'vampire'],
  [6270, 'high school'],
  [1956, 'world war ii'],
  [10714, 'serial killer'],
  [14544, 'robot'],
  [2343, 'magic'],
  [12554, 'dragon'],
  [5565, 'biography'],
  [9672, 'based on true story'],
  [3801, 'space travel'],
  [9840, 'romance'],
  [10084, 'rescue'],
  [1568, 'undercover'],
];

export function buildKeywords(ctx: BuildContext): KeywordRec[] {
  const named = NAMED_KEYWORDS.map(([id, name]) => ({ id, name }));
  const taken = new Set(named.map((k) => k.name));
  const generated: KeywordRec[] = [];
  while (generated.length < 176) {
    const name = ctx.faker.word.noun().toLowerCase();
    if (taken.has(name)) continue;
    taken.add(name);
    generated.push({ id: 300_001 + generated.length, name });
  }
  return [...named, ...generated];
}
