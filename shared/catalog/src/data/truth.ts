/**
 * Tells the truth about the real titles and people of the vega table, after every title is drawn (so ids, titles,
 * dates and popularity stay as they were). A real director is credited only on their own films: anywhere else the
 * generator put one (a synthetic show's "Director: Hayao Miyazaki"), an invented director takes the place. Real
 * films keep the genres the table gives them, no invented Metascore or awards, and real people no invented
 * birthday, birthplace or gender. Prose (overviews, taglines) is neutral text built from each title's facts.
 */
import { Prng } from './context';
import { MOVIE_GENRES, TV_GENRES, VEGA_CREATIVE, VEGA_GENRES } from './reference';
import type { CrewRec, MovieRec, NetworkRec, PersonRec, TvRec } from './types';
import { hash32 } from './util';
import type { VegaMovie } from './vega';

export interface TruthInputs {
  today: string;
  vega: readonly VegaMovie[];
  /** Movie ids from here on are vega rows (index = id - firstVegaId, below vega.length). */
  firstVegaId: number;
  /** Ids of the people the generator invented (everyone else is a real person named by the vega table). */
  isInvented: (id: number) => boolean;
  /** Invented directors, most credited first. */
  inventedDirectors: readonly number[];
  people: ReadonlyMap<number, PersonRec>;
  networks: readonly NetworkRec[];
  /** Titles whose overview stays as it is (the hostile fixtures). */
  keepProse: (id: number) => boolean;
}

const genreName = new Map([...MOVIE_GENRES, ...TV_GENRES].map((g) => [g.id, g.name]));
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function vegaGenres(v: VegaMovie): number[] {
  const given = [...(VEGA_GENRES[v.genre ?? ''] ?? [])];
  const creative = VEGA_CREATIVE[v.creativeType ?? ''];
  if (creative !== undefined && !given.includes(creative)) given.push(creative);
  return given;
}

function genreWords(ids: readonly number[]): string {
  const names = ids.map((id) => genreName.get(id)?.toLowerCase()).filter((n): n is string => n !== undefined);
  if (names.length === 0) return '';
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function directorName(crew: readonly CrewRec[], people: ReadonlyMap<number, PersonRec>): string | undefined {
  const d = crew.find((c) => c.job === 'Director');
  return d ? people.get(d.person)?.name : undefined;
}

export function movieOverview(m: MovieRec, director: string | undefined, today: string): string {
  const kind = genreWords(m.genre_ids);
  const what = kind ? `${article(kind)} ${kind} film` : 'a film';
  const by = director ? ` directed by ${director}` : '';
  if (m.release_date > today) return `${m.title} is ${what}${by}, due out on ${m.release_date}.`;
  const runtime = m.runtime ? `, ${m.runtime} minutes long` : '';
  const rated = m.certification ? ` Rated ${m.certification}.` : '';
  return `${m.title} is ${what}${by}, released in ${m.release_date.slice(0, 4)}${runtime}.${rated}`;
}

export function showOverview(s: TvRec, networks: readonly NetworkRec[]): string {
  const kind = genreWords(s.genre_ids);
  const seasons = s.seasons.filter((x) => x.season_number > 0);
  const episodes = seasons.reduce((n, x) => n + x.episodes.length, 0);
  const on = networks.find((n) => n.id === s.network_ids[0]);
  const what = kind ? `${article(kind)} ${kind} series` : 'a series';
  const count = `${seasons.length} season${seasons.length === 1 ? '' : 's'} of ${episodes} episodes`;
  return `${s.name} is ${what}${on ? ` on ${on.name}` : ''}, first aired ${s.first_air_date.slice(0, 4)}: ${count}.`;
}

/** An invented director in place of a real one on a film that is not theirs (the choice is a hash of the title). */
function replaceRealDirectors(kind: string, rec: MovieRec | TvRec, own: boolean, inputs: TruthInputs): void {
  let prng: Prng | undefined;
  for (const c of rec.crew) {
    if (inputs.isInvented(c.person) || (own && c.job === 'Director')) continue;
    prng ??= new Prng(hash32(`director:${kind}:${rec.id}`));
    const list = inputs.inventedDirectors;
    c.person = list[prng.skewed(list.length, 1.6)] as number;
  }
}

export function tellTheTruth(movies: MovieRec[], shows: TvRec[], inputs: TruthInputs): void {
  const { vega, firstVegaId, people, today } = inputs;
  for (const m of movies) {
    const v = m.id >= firstVegaId ? vega[m.id - firstVegaId] : undefined;
    // A real director stays only on the film the table names them for.
    const realDirector = v?.director ?? null;
    const own =
      realDirector !== null && people.get(m.crew.find((c) => c.job === 'Director')?.person ?? 0)?.name === realDirector;
    replaceRealDirectors('movie', m, own, inputs);
    if (v) {
      const genres = vegaGenres(v);
      if (genres.length > 0) m.genre_ids = genres;
      m.imdb = { ...m.imdb, metascore: null, awards: 'N/A' };
    }
    m.tagline = '';
    if (inputs.keepProse(m.id)) continue;
    m.overview = movieOverview(m, directorName(m.crew, people), today);
  }
  for (const s of shows) {
    replaceRealDirectors('tv', s, false, inputs);
    s.tagline = '';
    if (inputs.keepProse(s.id)) continue;
    s.overview = showOverview(s, inputs.networks);
    for (const season of s.seasons) {
      if (season.overview)
        season.overview = `Season ${season.season_number} of ${s.name}: ${season.episodes.length} episodes.`;
      for (const e of season.episodes) {
        if (e.overview) e.overview = `Episode ${e.episode_number} of season ${season.season_number} of ${s.name}.`;
      }
    }
  }
  for (const p of people.values()) {
    if (inputs.isInvented(p.id)) continue;
    // Nothing is known of a real person here but their name and films: no invented facts about them.
    Object.assign(p, {
      gender: 0,
      birthday: null,
      deathday: null,
      place_of_birth: null,
      also_known_as: [],
      homepage: null,
    });
  }
}
