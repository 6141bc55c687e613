/** Reads and cleans the vega-datasets movies table: real titles, dates, genres, directors and ratings. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface VegaMovie {
  title: string;
  releaseDate: string;
  genre: string | null;
  creativeType: string | null;
  director: string | null;
  runtime: number | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  rottenTomatoes: number | null;
  usGross: number | null;
  worldwideGross: number | null;
  budget: number | null;
  rated: string | null;
  distributor: string | null;
}

type Row = Record<string, unknown>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// The table was saved through a Mac Roman / Latin-1 mix-up; these undo it for the titles that have it.
const MOJIBAKE: Readonly<Record<string, string>> = {
  È: 'é',
  Í: 'ê',
  '˘': 'ù',
  Ö: '…',
  Ω: '½',
  Û: 'ó',
  '‰': 'ä',
  '‡': 'à',
  Ë: 'è',
  '·': 'á',
  Ù: 'ô',
  Î: 'ë',
};

export function vegaMoviesPath(): string {
  return join(dirname(require.resolve('vega-datasets')), '..', 'data', 'movies.json');
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** "Jun 12 1998" -> "1998-06-12". Two-digit-year slips in the source (1925 saved as 2025) move back a century. */
export function parseVegaDate(value: unknown): string | null {
  const m = typeof value === 'string' ? /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(value) : null;
  if (!m) return null;
  const month = MONTHS.indexOf(m[1] ?? '');
  let year = Number(m[3]);
  if (month < 0) return null;
  if (year > 2011) year -= 100;
  return `${year}-${String(month + 1).padStart(2, '0')}-${m[2]}`;
}

export function cleanTitle(value: unknown): string | null {
  const raw = typeof value === 'number' ? String(value) : str(value);
  if (!raw) return null;
  return raw.replace(/[ÈÍ˘ÖΩÛ‰‡Ë·ÙÎ]/g, (ch) => MOJIBAKE[ch] ?? ch).replace(/\s+/g, ' ');
}

export function cleanVegaRows(rows: readonly Row[]): VegaMovie[] {
  const seen = new Set<string>();
  const out: VegaMovie[] = [];
  for (const row of rows) {
    const title = cleanTitle(row['Title']);
    const releaseDate = parseVegaDate(row['Release Date']);
    if (!title || !releaseDate || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    const runtime = num(row['Running Time min']);
    out.push({
      title,
      releaseDate,
      genre: str(row['Major Genre']),
      creativeType: str(row['Creative Type']),
      director: str(row['Director']),
      runtime: runtime !== null && runtime > 0 ? runtime : null,
      imdbRating: num(row['IMDB Rating']),
      imdbVotes: num(row['IMDB Votes']),
      rottenTomatoes: num(row['Rotten Tomatoes Rating']),
      usGross: num(row['US Gross']),
      worldwideGross: num(row['Worldwide Gross']),
      budget: num(row['Production Budget']),
      rated: str(row['MPAA Rating']),
      distributor: str(row['Distributor']),
    });
  }
  return out;
}

export function loadVegaMovies(): VegaMovie[] {
  return cleanVegaRows(JSON.parse(readFileSync(vegaMoviesPath(), 'utf8')) as Row[]);
}
