import {
  base62,
  csvField,
  HISTORY_DIARY_ROWS,
  HISTORY_FILMS,
  makeLetterboxdExport,
  normaliseTitle,
  searchFindsOnly,
  spread,
  unambiguousFilms,
} from './history-export.js';
import { longestUnchanged } from './stats.js';

interface Film {
  id: number;
  title: string;
  year: number;
}

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, commas and line breaks inside quotes). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** A row of any of the three files by header name (a column a file lacks reads as undefined at run time). */
interface Row {
  Date: string;
  Name: string;
  Year: string;
  'Letterboxd URI': string;
  Rating: string;
  Rewatch: string;
  Tags: string;
  'Watched Date': string;
}

const films: Film[] = Array.from({ length: HISTORY_FILMS }, (_, i) => ({
  id: 1001 + i,
  title: i === 0 ? 'Crouching Tiger, Hidden Dragon' : i === 1 ? 'The "Quoted" Film' : `Film ${i}`,
  year: 1950 + (i % 75),
}));

describe('history fixture: catalogue films', () => {
  it('normalises titles as the importer does', () => {
    expect(normaliseTitle('The Amélie & Co.: Part 2')).toBe('amelie and co part 2');
    expect(normaliseTitle("Schindler's List")).toBe('schindlers list');
  });

  it('keeps only titles no other movie shares (title or original title), with a usable year, no hostile ones', () => {
    const movies = [
      { id: 3, title: 'Heat', original_title: 'Heat', release_date: '1995-12-15' },
      { id: 1, title: 'The Heat', release_date: '2013-06-28' },
      { id: 2, title: 'Alien', original_title: 'Alien', release_date: '1979-05-25' },
      { id: 4, title: 'Solaris', release_date: '1972-03-20' },
      { id: 5, title: 'Stalker', original_title: 'Solaris', release_date: '1979-05-25' },
      { id: 6, title: 'Future Film', release_date: '2026-05-01' },
      { id: 7, title: '<img src=x onerror=alert(1)>', release_date: '2001-01-01' },
      { id: 8, title: '=HYPERLINK("x")', release_date: '2001-01-01' },
      { id: 9, title: 'Amélie', original_title: "Le Fabuleux Destin d'Amélie Poulain", release_date: '2001-04-25' },
    ];
    expect(unambiguousFilms(movies)).toEqual([
      { id: 2, title: 'Alien', year: 1979 },
      { id: 9, title: 'Amélie', year: 2001 },
    ]);
  });

  it('spreads the pick over the whole list, and says when there are too few', () => {
    const picked = spread(films, 3);
    expect(picked.map((f: Film) => f.id)).toEqual([1001, 1501, 2001]);
    expect(() => spread(films.slice(0, 2), 3)).toThrow(/only 2 unambiguous/);
  });

  it('accepts a film only when the search names it exactly once, year within one', () => {
    const film = { id: 10, title: 'Heat', year: 1995 };
    expect(searchFindsOnly(film, [{ id: 10, title: 'Heat', release_date: '1995-12-15' }, { id: 11, title: 'Heat Wave' }])).toBe(true);
    expect(searchFindsOnly(film, [{ id: 12, title: 'heat', release_date: '1996-01-01' }])).toBe(false);
    expect(
      searchFindsOnly(film, [
        { id: 10, title: 'Heat', release_date: '1995-12-15' },
        { id: 13, title: 'Other', original_title: 'Heat', release_date: '1994-01-01' },
      ]),
    ).toBe(false);
    expect(searchFindsOnly(film, [])).toBe(false);
  });
});

describe('history fixture: the Letterboxd export', () => {
  const { files, expected } = makeLetterboxdExport(films);
  const diary = readCsv(files['diary.csv']);
  const watched = readCsv(files['watched.csv']);
  const ratings = readCsv(files['ratings.csv']);
  const body = (table: string[][]): Row[] =>
    table.slice(1).map((cells) => Object.fromEntries((table[0] ?? []).map((h, i) => [h, cells[i] ?? ''])) as unknown as Row);

  it("has Letterboxd's real headers and rectangular rows", () => {
    expect(Object.keys(files).sort()).toEqual(['diary.csv', 'ratings.csv', 'watched.csv']);
    expect(diary[0]).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date']);
    expect(watched[0]).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI']);
    expect(ratings[0]).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']);
    for (const table of [diary, watched, ratings]) expect(table.every((r) => r.length === table[0]?.length)).toBe(true);
  });

  it('logs 5,000 viewings of 1,500 films, every film at least once, in logged order', () => {
    const rows = body(diary);
    expect(rows).toHaveLength(HISTORY_DIARY_ROWS);
    expect(expected).toMatchObject({ diaryRows: 5000, films: 1500, rewatches: 3500 });
    const perFilm = new Map<string, number>();
    for (const r of rows) perFilm.set(`${r.Name}|${r.Year}`, (perFilm.get(`${r.Name}|${r.Year}`) ?? 0) + 1);
    expect(perFilm.size).toBe(1500);
    expect(Math.max(...perFilm.values())).toBeLessThanOrEqual(40);
    expect(rows.map((r) => r.Date)).toEqual([...rows.map((r) => r.Date)].sort());
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.Date) && /^\d{4}-\d{2}-\d{2}$/.test(r['Watched Date']))).toBe(true);
    expect(rows.every((r) => r['Watched Date'] <= r.Date && Number(r['Watched Date'].slice(0, 4)) >= Number(r.Year))).toBe(true);
  });

  it('marks every viewing after a film\'s first (by watched date) as a rewatch, and only those', () => {
    const rows = body(diary).sort((a, b) => a['Watched Date'].localeCompare(b['Watched Date']));
    const seen = new Set<string>();
    for (const r of rows) {
      const key = `${r.Name}|${r.Year}`;
      expect(r.Rewatch).toBe(seen.has(key) ? 'Yes' : '');
      seen.add(key);
    }
    expect(rows.filter((r) => r.Rewatch === 'Yes')).toHaveLength(3500);
  });

  it('gives each diary entry its own link, half-star ratings or none, and quotes names and tags with commas', () => {
    const rows = body(diary);
    expect(new Set(rows.map((r) => r['Letterboxd URI'])).size).toBe(5000);
    expect(rows.every((r) => /^https:\/\/boxd\.it\/[0-9A-Za-z]+$/.test(r['Letterboxd URI']))).toBe(true);
    expect(rows.every((r) => r.Rating === '' || ['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'].includes(r.Rating))).toBe(true);
    expect(rows.some((r) => r.Rating === '')).toBe(true);
    expect(files['diary.csv']).toContain('"Crouching Tiger, Hidden Dragon",1950,');
    expect(files['diary.csv']).toContain('"The ""Quoted"" Film",1951,');
    expect(rows.some((r) => r.Tags === 'cinema, 35mm')).toBe(true);
  });

  it('lists each film once in watched.csv and its latest diary rating in ratings.csv, with film links', () => {
    const seen = body(watched);
    expect(seen).toHaveLength(1500);
    expect(new Set(seen.map((r) => `${r.Name}|${r.Year}`)).size).toBe(1500);
    const diaryLinks = new Set(body(diary).map((r) => r['Letterboxd URI']));
    expect(seen.some((r) => diaryLinks.has(r['Letterboxd URI']))).toBe(false);
    const rated = body(ratings);
    expect(rated).toHaveLength(expected.rated);
    const last = new Map<string, string>();
    for (const r of body(diary)) if (r.Rating) last.set(`${r.Name}|${r.Year}`, r.Rating);
    expect(rated.every((r) => last.get(`${r.Name}|${r.Year}`) === r.Rating)).toBe(true);
    expect(rated).toHaveLength(last.size);
  });

  it('is deterministic and refuses fewer rows than films', () => {
    expect(makeLetterboxdExport(films.slice(0, 20), { rows: 50 })).toEqual(makeLetterboxdExport(films.slice(0, 20), { rows: 50 }));
    expect(() => makeLetterboxdExport(films.slice(0, 20), { rows: 10 })).toThrow(/cannot cover/);
  });

  it('encodes links and fields', () => {
    expect(base62(0)).toBe('0');
    expect(base62(61)).toBe('z');
    expect(base62(62)).toBe('10');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(1999)).toBe('1999');
  });
});

describe('longestUnchanged', () => {
  const at = (pairs: Array<[number, number | null]>) => pairs.map(([t, value]) => ({ t, value }));

  it('is the longest time between changes, a change seen at the first sample that shows it', () => {
    expect(longestUnchanged(at([[0, 0], [250, 1], [500, 1], [750, 1], [1000, 2], [1250, 3]]), 1250)).toEqual({
      ms: 750,
      value: 1,
      from: 250,
      to: 1000,
    });
  });

  it('counts a value stuck until the phase ends (the last sample or a later end)', () => {
    expect(longestUnchanged(at([[0, 0], [250, 50], [500, 100], [750, 100]]), 2000)).toEqual({
      ms: 1500,
      value: 100,
      from: 500,
      to: 2000,
    });
    expect(longestUnchanged(at([[0, 5], [250, 5], [500, 5]]))?.ms).toBe(500);
  });

  it('sees a gap between samples (a blocked sampler) as a stand-still', () => {
    expect(longestUnchanged(at([[0, 1], [250, 2], [1900, 3], [2150, 4]]), 2150)?.ms).toBe(1650);
  });

  it('is null without samples and 0 for one sample at the end', () => {
    expect(longestUnchanged([], 100)).toBeNull();
    expect(longestUnchanged(at([[100, 1]]), 100)?.ms).toBe(0);
  });
});
