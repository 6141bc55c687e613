import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInChild, fixtureData, fixturePath, FIXTURE_TODAY } from '../testing/fixture';
import { HOSTILE_IDS } from './hostile';
import { MOVIE_GENRES, TV_GENRES } from './reference';
import type { CatalogData } from './types';
import { addDays } from './util';
import { cleanTitle, cleanVegaRows, parseVegaDate } from './vega';

let data: CatalogData;
beforeAll(() => {
  data = fixtureData();
});

describe('vega cleaning', () => {
  it('parses dates and moves two-digit-year slips back a century', () => {
    expect(parseVegaDate('Jun 12 1998')).toBe('1998-06-12');
    expect(parseVegaDate('Dec 30 2025')).toBe('1925-12-30');
    expect(parseVegaDate('12/06/1998')).toBeNull();
    expect(parseVegaDate(null)).toBeNull();
  });

  it('repairs mojibake, keeps numeric titles and drops rows without a title or duplicates', () => {
    expect(cleanTitle('DÈj‡ Vu')).toBe('Déjà Vu');
    expect(cleanTitle(1941)).toBe('1941');
    const rows = cleanVegaRows([
      { Title: 'A', 'Release Date': 'Jan 01 2000' },
      { Title: 'a', 'Release Date': 'Jan 01 2001' },
      { Title: null, 'Release Date': 'Jan 01 2000' },
      { Title: 'B', 'Release Date': 'bad' },
    ]);
    expect(rows.map((r) => r.title)).toEqual(['A']);
  });
});

describe('built data set', () => {
  it('has the required volume', () => {
    expect(data.movies.length).toBeGreaterThanOrEqual(3000);
    expect(data.tv.length).toBeGreaterThanOrEqual(1000);
    expect(data.people.length).toBeGreaterThanOrEqual(10000);
    expect(data.today).toBe(FIXTURE_TODAY);
  });

  it('gives every title a unique imdb id and unique TMDB id', () => {
    const imdb = [...data.movies, ...data.tv].map((m) => m.imdb_id);
    expect(new Set(imdb).size).toBe(imdb.length);
    expect(imdb.every((id) => /^tt\d{7}$/.test(id))).toBe(true);
    expect(new Set(data.movies.map((m) => m.id)).size).toBe(data.movies.length);
    expect(new Set(data.people.map((p) => p.id)).size).toBe(data.people.length);
  });

  it('spreads dates over classics, new releases and upcoming titles', () => {
    const yearAgo = addDays(FIXTURE_TODAY, -365);
    expect(data.movies.filter((m) => m.release_date > FIXTURE_TODAY).length).toBeGreaterThan(50);
    expect(
      data.movies.filter((m) => m.release_date <= FIXTURE_TODAY && m.release_date >= yearAgo).length,
    ).toBeGreaterThan(100);
    expect(data.movies.filter((m) => m.release_date < '1970-01-01').length).toBeGreaterThan(50);
    const future = data.movies.filter((m) => m.release_date > FIXTURE_TODAY);
    expect(future.every((m) => m.status === 'Post Production' || m.status === 'In Production')).toBe(true);
    expect(new Set(data.tv.map((s) => s.status))).toEqual(
      new Set(['Ended', 'Returning Series', 'In Production', 'Canceled']),
    );
  });

  it('uses only TMDB genre ids of the right media type', () => {
    const movieIds = new Set(MOVIE_GENRES.map((g) => g.id));
    const tvIds = new Set(TV_GENRES.map((g) => g.id));
    expect(data.movies.every((m) => m.genre_ids.length > 0 && m.genre_ids.every((g) => movieIds.has(g)))).toBe(true);
    expect(data.tv.every((s) => s.genre_ids.every((g) => tvIds.has(g)))).toBe(true);
  });

  it('keeps real vega facts: Memento is directed by Christopher Nolan with its IMDb rating', () => {
    const memento = data.movies.find((m) => m.title === 'Memento');
    const director = memento?.crew.find((c) => c.job === 'Director');
    expect(data.people.find((p) => p.id === director?.person)?.name).toBe('Christopher Nolan');
    expect(memento?.imdb.rating).toBe(8.7);
  });

  it('includes the hostile fixtures with low popularity', () => {
    const html = data.movies.find((m) => m.id === HOSTILE_IDS.movieHtml);
    expect(html?.title).toBe('<img src=x onerror=alert(1)>');
    expect(html?.overview).toContain('<script>alert(1)</script>');
    expect(data.movies.find((m) => m.id === HOSTILE_IDS.movieLongTitle)?.title).toHaveLength(10000);
    expect(data.movies.find((m) => m.id === HOSTILE_IDS.movieRtl)?.title).toContain('\u202E');
    expect(data.tv.find((s) => s.id === HOSTILE_IDS.tvHtml)?.popularity).toBeLessThan(1);
    expect(data.people.find((p) => p.id === HOSTILE_IDS.personHtml)?.name).toContain('<b');
  });

  it('has some people popular enough for a star badge', () => {
    expect(data.people.filter((p) => p.popularity > 10).length).toBeGreaterThan(100);
  });
});

describe('determinism', () => {
  it('two builds for the same date are byte-identical; another date changes dates only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    try {
      const hash = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');
      // The fixture is one build (cached by a hash of the generator's sources); this is a second one.
      buildInChild(join(dir, 'a.json'));
      buildInChild(join(dir, 'c.json'), '2027-01-01');
      expect(hash(join(dir, 'a.json'))).toBe(hash(fixturePath()));
      const a = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as CatalogData;
      const c = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8')) as CatalogData;
      expect(c.today).toBe('2027-01-01');
      expect(c.movies.map((m) => m.title)).toEqual(a.movies.map((m) => m.title));
      expect(c.movies.map((m) => m.imdb_id)).toEqual(a.movies.map((m) => m.imdb_id));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
