import { FIRST_MOVIE_ID } from './movies';
import { FIRST_PERSON_ID, GENERATED_PEOPLE } from './people';
import type { MovieRec, PersonRec, TvRec } from './types';
import { loadVegaMovies } from './vega';
import { fixtureStore } from '../testing/fixture';
import { busiestPerson } from '../testing/people';
import type { CatalogStore } from '../store/store';

let store: CatalogStore;
let titles: Array<MovieRec | TvRec>;
beforeAll(() => {
  store = fixtureStore();
  titles = [...store.data.movies, ...store.data.tv];
});

const invented = (id: number): boolean => id < FIRST_PERSON_ID + GENERATED_PEOPLE || id === 900_201;

describe('one people model', () => {
  it("a person's credits are exactly the cast and crew entries naming them, a show's creators included", () => {
    const fromTitles = new Map<number, Set<string>>();
    for (const t of titles) {
      const kind = 'title' in t ? 'movie' : 'tv';
      for (const c of [...t.cast, ...t.crew]) {
        const set = fromTitles.get(c.person) ?? new Set<string>();
        set.add(`${kind}:${t.id}:${c.credit}`);
        fromTitles.set(c.person, set);
      }
    }
    for (const p of store.data.people) {
      const own = new Set(store.creditsOf(p.id).map((c) => `${c.kind}:${c.id}:${c.credit}`));
      expect(own).toEqual(fromTitles.get(p.id) ?? new Set());
    }
    for (const s of store.data.tv) {
      for (const creator of s.created_by) {
        expect(s.crew).toContainEqual(expect.objectContaining({ person: creator, job: 'Creator' }));
      }
    }
  });

  it('known_for_department is the department of most of their credits', () => {
    for (const p of store.data.people) {
      const counts = new Map<string, number>();
      for (const c of store.creditsOf(p.id)) {
        const dept = c.character !== undefined ? 'Acting' : (c.department as string);
        counts.set(dept, (counts.get(dept) ?? 0) + 1);
      }
      if (counts.size === 0) continue;
      const most = Math.max(...counts.values());
      expect(counts.get(p.known_for_department)).toBe(most);
    }
  });

  it('popularity follows the credits: every busy person is more popular than anyone with one credit or none', () => {
    const n = (p: PersonRec) => store.creditsOf(p.id).length;
    const busy = store.data.people.filter((p) => n(p) >= 20).map((p) => p.popularity);
    const idle = store.data.people.filter((p) => n(p) <= 1 && p.id !== 900_201).map((p) => p.popularity);
    expect(Math.min(...busy)).toBeGreaterThan(Math.max(...idle));
    expect(store.popularPeople[0] && n(store.popularPeople[0])).toBeGreaterThanOrEqual(100);
  });

  it("TV cast episode counts are real: the leads are in every episode, the others in some, never more than the show's", () => {
    let notOne = 0;
    for (const s of store.data.tv) {
      const episodes = s.seasons.filter((x) => x.season_number > 0).reduce((sum, x) => sum + x.episodes.length, 0);
      for (const c of s.cast) {
        expect(c.episode_count).toBeGreaterThanOrEqual(1);
        expect(c.episode_count).toBeLessThanOrEqual(Math.max(1, episodes));
        if (c.order === 0) expect(c.episode_count).toBe(Math.max(1, episodes));
        if (c.episode_count !== 1) notOne += 1;
      }
    }
    expect(notOne).toBeGreaterThan(1000);
  });

  it('has deceased people, people without a photo, and one person with more than 300 credits', () => {
    expect(store.data.people.filter((p) => p.deathday !== null).length).toBeGreaterThan(50);
    expect(store.data.people.filter((p) => p.profile_path === null).length).toBeGreaterThan(50);
    const busiest = busiestPerson(store);
    expect(busiest.credits).toBeGreaterThanOrEqual(300);
    expect(store.creditsOf(busiest.id)).toHaveLength(busiest.credits);
  });
});

describe('telling the truth about real people', () => {
  it('credits a real director only as the director of their own films in the vega table', () => {
    const vega = loadVegaMovies();
    for (const t of titles) {
      for (const c of t.crew) {
        if (invented(c.person)) continue;
        const row = 'title' in t && t.id < FIRST_MOVIE_ID + vega.length ? vega[t.id - FIRST_MOVIE_ID] : undefined;
        expect({ title: t.id, job: c.job, name: store.people.get(c.person)?.name }).toEqual({
          title: t.id,
          job: 'Director',
          name: row?.director,
        });
      }
      for (const c of t.cast) expect(invented(c.person)).toBe(true);
    }
  });

  it('invents no birthday, birthplace or gender for a real person', () => {
    const real = store.data.people.filter((p) => !invented(p.id));
    expect(real.length).toBeGreaterThan(400);
    for (const p of real) {
      expect([p.birthday, p.deathday, p.place_of_birth, p.gender]).toEqual([null, null, null, 0]);
    }
  });

  it('writes biographies of plain facts from the credits, not marketing text', () => {
    const nolan = store.data.people.find((p) => p.name === 'Christopher Nolan') as PersonRec;
    expect(nolan.known_for_department).toBe('Directing');
    for (const p of store.data.people) {
      if (p.biography === '' || p.id === 900_201) continue;
      expect(p.biography).toMatch(new RegExp(`^${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} works in `));
    }
  });
});
