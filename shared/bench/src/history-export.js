// The history import's data: a Letterboxd export (diary.csv, watched.csv, ratings.csv) built around real catalogue
// titles, so every film matches by title + year without a review step; catalogFilms finds those titles in the
// running catalogue.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { random } from './seed.js';

/** The diary's size: 5,000 viewings of 1,500 films (so about 3,500 rewatches). */
export const HISTORY_DIARY_ROWS = 5_000;
export const HISTORY_FILMS = 1_500;

const DAY = 86_400_000;
/** Viewings fall between these days (and never before the film's release year). */
const FIRST_DAY = Date.UTC(2012, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);
export const LATEST_YEAR = 2024;

/**
 * A title as the importer compares it (mf-watchlist's normaliseTitle): lower case, no diacritics, `&` as "and",
 * apostrophes dropped, other punctuation a space, no leading "the", spaces collapsed.
 */
export function normaliseTitle(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** Markup and spreadsheet-formula titles (the catalogue's hostile fixtures) are not what a diary holds. */
const HOSTILE = /[<>]|^\s*[=+@-]/;

/**
 * Films of the catalogue a title + year search finds unambiguously: a year no later than LATEST_YEAR, no hostile
 * title, and a normalised title (or original title) that no other catalogue movie shares. `movies` are catalogue
 * list items ({ id, title, original_title?, release_date }). Returns { id, title, year } sorted by id.
 */
export function unambiguousFilms(movies) {
  const names = new Map();
  for (const movie of movies) {
    for (const name of new Set([normaliseTitle(movie.title ?? ''), normaliseTitle(movie.original_title ?? '')])) {
      if (name) names.set(name, (names.get(name) ?? 0) + 1);
    }
  }
  const films = [];
  for (const movie of movies) {
    const title = movie.title ?? '';
    const year = Number(String(movie.release_date ?? '').slice(0, 4));
    const name = normaliseTitle(title);
    const original = normaliseTitle(movie.original_title ?? '');
    if (!name || title !== title.trim() || HOSTILE.test(title) || !(year >= 1870 && year <= LATEST_YEAR)) continue;
    if (names.get(name) !== 1 || (original && original !== name && names.get(original) !== 1)) continue;
    films.push({ id: movie.id, title, year });
  }
  return films.sort((a, b) => a.id - b.id);
}

/** `count` films spread evenly over `films` (every k-th), so the fixture is not one corner of the catalogue. */
export function spread(films, count) {
  if (films.length < count) throw new Error(`only ${films.length} unambiguous catalogue films, ${count} needed`);
  const step = films.length / count;
  return Array.from({ length: count }, (_, i) => films[Math.floor(i * step)]);
}

/** Whether a search page names the film exactly once (title or original title, year within one), and as it. */
export function searchFindsOnly(film, results) {
  const name = normaliseTitle(film.title);
  const exact = results.filter((r) => {
    const named = normaliseTitle(r.title ?? '') === name || normaliseTitle(r.original_title ?? '') === name;
    const year = Number(String(r.release_date ?? '').slice(0, 4));
    return named && Math.abs(year - film.year) <= 1;
  });
  return exact.length === 1 && exact[0].id === film.id;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n) {
  let out = '';
  let x = Math.floor(n);
  do {
    out = BASE62[x % 62] + out;
    x = Math.floor(x / 62);
  } while (x > 0);
  return out;
}

/** A CSV field as Letterboxd writes it: quoted when it holds a comma, a quote or a line break. */
export const csvField = (value) => {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (fields) => fields.map(csvField).join(',');

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const TAGS = ['', '', '', '', '', '', 'home', 'cinema, 35mm', 'with friends', 'festival, subtitles'];

/**
 * A Letterboxd export around `films` ({ id, title, year }): `diary.csv` with `rows` viewings (every film at least
 * once, the rest rewatches of a skewed few, `Rewatch` = Yes on every viewing after a film's first), `watched.csv`
 * (each film once, film links) and `ratings.csv` (each film's latest diary rating). Deterministic for a seed.
 * Returns { files: { name: text }, expected: { diaryRows, films, rewatches, rated } }.
 */
export function makeLetterboxdExport(films, { rows = HISTORY_DIARY_ROWS, seed = 5 } = {}) {
  if (rows < films.length) throw new Error(`${rows} diary rows cannot cover ${films.length} films`);
  const rnd = random(seed);
  const counts = films.map(() => 1);
  // The extra viewings go to a skewed few (favourites are rewatched most), never past 40 of one film.
  for (let extra = rows - films.length; extra > 0; ) {
    const i = Math.floor(rnd() ** 2 * films.length);
    if (counts[i] >= 40) continue;
    counts[i] += 1;
    extra -= 1;
  }
  const entries = [];
  films.forEach((film, i) => {
    const from = Math.max(FIRST_DAY, Date.UTC(film.year, 0, 1));
    const days = Math.floor((LAST_DAY - from) / DAY);
    const watched = Array.from({ length: counts[i] }, () => from + Math.floor(rnd() * (days + 1)) * DAY).sort((a, b) => a - b);
    watched.forEach((day, k) => {
      const logged = Math.min(LAST_DAY, day + Math.floor(rnd() * 3) * DAY);
      const stars = rnd() < 0.15 ? '' : String((1 + Math.floor(rnd() * 10)) / 2);
      entries.push({ film, watched: day, logged, stars, rewatch: k > 0, tags: TAGS[Math.floor(rnd() * TAGS.length)] });
    });
  });
  entries.sort((a, b) => a.logged - b.logged || a.watched - b.watched || a.film.id - b.film.id);

  const filmUri = (film) => `https://boxd.it/${base62(film.id * 7 + 11)}`;
  const diary = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date'];
  const latest = new Map();
  const firstLogged = new Map();
  entries.forEach((e, n) => {
    // A diary link names the entry, not the film: unique per viewing (and longer than any film link here).
    const uri = `https://boxd.it/${base62(2_000_000 + n * 7919)}`;
    diary.push(csvLine([isoDay(e.logged), e.film.title, e.film.year, uri, e.stars, e.rewatch ? 'Yes' : '', e.tags, isoDay(e.watched)]));
    if (e.stars) latest.set(e.film.id, e);
    if (!firstLogged.has(e.film.id)) firstLogged.set(e.film.id, e.logged);
  });
  const watched = ['Date,Name,Year,Letterboxd URI'];
  const ratings = ['Date,Name,Year,Letterboxd URI,Rating'];
  for (const film of [...films].sort((a, b) => firstLogged.get(a.id) - firstLogged.get(b.id) || a.id - b.id)) {
    watched.push(csvLine([isoDay(firstLogged.get(film.id)), film.title, film.year, filmUri(film)]));
  }
  for (const e of [...latest.values()].sort((a, b) => a.logged - b.logged || a.film.id - b.film.id)) {
    ratings.push(csvLine([isoDay(e.logged), e.film.title, e.film.year, filmUri(e.film), e.stars]));
  }
  const text = (lines) => `${lines.join('\n')}\n`;
  return {
    files: { 'diary.csv': text(diary), 'watched.csv': text(watched), 'ratings.csv': text(ratings) },
    expected: { diaryRows: entries.length, films: films.length, rewatches: entries.length - films.length, rated: latest.size },
  };
}

/** Runs `fn` over `items`, `limit` at a time, keeping the order. */
async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} from ${new URL(url).pathname}`);
  return res.json();
}

/**
 * The catalogue's movies (every page of /3/discover/movie), reduced to films a title + year search finds once,
 * checked with the very search the importer makes (/3/search/movie, primary_release_year, adult included).
 */
export async function catalogFilms(catalog, count = HISTORY_FILMS) {
  const list = (page) => getJson(`${catalog}/3/discover/movie?api_key=bench&sort_by=popularity.desc&page=${page}`);
  const first = await list(1);
  const pages = Array.from({ length: Math.min(500, first.total_pages) - 1 }, (_, i) => i + 2);
  const rest = await mapLimit(pages, 8, list);
  const movies = [first, ...rest].flatMap((page) => page.results);
  const candidates = unambiguousFilms(movies);
  const found = await mapLimit(candidates, 8, async (film) => {
    const query = new URLSearchParams({ api_key: 'bench', query: film.title, primary_release_year: String(film.year) });
    const page = await getJson(`${catalog}/3/search/movie?${query}&include_adult=true&page=1`);
    return searchFindsOnly(film, page.results ?? []) ? film : null;
  });
  const verified = found.filter(Boolean);
  return { films: spread(verified, count), catalogMovies: movies.length, candidates: candidates.length, verified: verified.length };
}

/** Builds the fixture once per run: the ZIP on disk (the browser reads a chosen file lazily) and what it holds. */
export async function buildHistoryFixture(catalog) {
  const { films, catalogMovies, candidates, verified } = await catalogFilms(catalog);
  const { files, expected } = makeLetterboxdExport(films);
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  const dir = mkdtempSync(join(tmpdir(), 'reelist-bench-history-'));
  const file = join(dir, 'letterboxd-bench-2026-01-01-10-00-utc.zip');
  writeFileSync(file, zip);
  return {
    file,
    expected,
    info: { catalogMovies, unambiguous: candidates, verified, zipBytes: zip.length, rows: Object.fromEntries(Object.entries(files).map(([n, t]) => [n, t.trimEnd().split('\n').length - 1])) },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
