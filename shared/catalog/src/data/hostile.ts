/**
 * Deliberately hostile records for security tests (HTML/script injection, bidi controls, huge text,
 * CSV formula injection). Fixed ids, documented in the README; low popularity keeps them off the top of lists.
 */
import type { BuildContext } from './context';
import type { MovieInputs } from './movies';
import { buildGeneratedMovie } from './movies';
import { buildShow } from './tv';
import type { MovieRec, PersonRec, TvRec } from './types';

export const HOSTILE_IDS = {
  movieHtml: 900_001,
  movieRtl: 900_002,
  movieLongTitle: 900_003,
  movieFormula: 900_004,
  tvHtml: 900_101,
  personHtml: 900_201,
} as const;

const LONG_TITLE = `${'The Very Long Title '.repeat(500)}`.slice(0, 10_000);

const MOVIES: ReadonlyArray<{ id: number; title: string; overview: string }> = [
  {
    id: HOSTILE_IDS.movieHtml,
    title: '<img src=x onerror=alert(1)>',
    overview: 'An overview with <script>alert(1)</script> and <a href="javascript:alert(2)">a link</a> inside.',
  },
  {
    id: HOSTILE_IDS.movieRtl,
    title: '\u202Egnp.exe\u202C \u200Fשלום\u200F Right-to-Left \u200E',
    overview: 'Contains right-to-left override (U+202E), RLM (U+200F) and LRM (U+200E) marks: \u202Edesrever\u202C.',
  },
  { id: HOSTILE_IDS.movieLongTitle, title: LONG_TITLE, overview: 'A 10,000-character title. '.repeat(40).trim() },
  {
    id: HOSTILE_IDS.movieFormula,
    title: '=HYPERLINK("http://evil.example","Click") +"quoted", @SUM(1)',
    overview: '-2+3 starts with a minus; "double quotes", commas, and a\nnew line.',
  },
];

const calm = <T extends MovieRec | TvRec>(rec: T): T => ({ ...rec, popularity: 0.6, trend_day: 0, trend_week: 0 });

export function buildHostileMovies(ctx: BuildContext, inputs: MovieInputs): MovieRec[] {
  return MOVIES.map(({ id, title, overview }) => {
    const movie = buildGeneratedMovie(ctx, inputs, id, title, false);
    const released = movie.release_date <= ctx.today ? movie.release_date : '2020-02-02';
    return calm({
      ...movie,
      original_title: title,
      overview,
      release_date: released,
      status: 'Released',
      vote_count: 12,
    });
  });
}

export function buildHostileShow(ctx: BuildContext, inputs: MovieInputs): TvRec {
  const name = '"><svg onload=alert(1)> & <iframe src=//evil.example>';
  const show = buildShow(ctx, inputs, HOSTILE_IDS.tvHtml - 20_001, name);
  return calm({
    ...show,
    id: HOSTILE_IDS.tvHtml,
    overview: '<script>alert("tv")</script> Show overview.',
    popularity: 0.6,
  });
}

export function hostilePerson(base: PersonRec): PersonRec {
  return {
    ...base,
    id: HOSTILE_IDS.personHtml,
    name: '<b onmouseover=alert(1)>Bold</b> Person</script>',
    biography: '<img src=x onerror=alert("bio")> biography text.',
    popularity: 0.6,
    profile_path: `/profile-p${HOSTILE_IDS.personHtml}.jpg`,
    imdb_id: `nm${HOSTILE_IDS.personHtml}`,
  };
}
